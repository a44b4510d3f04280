import type { HostPropertyReferences } from '@direct/contracts';
import { Field } from '@direct/ui';
import { useState } from 'react';
import { PropertyTypeField } from '../../../components/property/property-type-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { LocationPicker, type MapTiles } from './location-picker.tsx';

export type AddressValues = {
  propertyType: string;
  cityId: string;
  areaId: string;
  addressLine1: string;
  addressLine2: string;
  postalCode: string;
  latitude: string;
  longitude: string;
  currency: string;
  brandIds: string[];
};

const coordinate = (text: string, limit: number): number | null => {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
};

// Type, city and area, street address, the position (fields and a map with a draggable pin),
// currency and the brands that show the property: the new-property form and the basics page.
export function AddressFields({
  references,
  values,
  errorOf,
  tiles,
  positionHint,
}: {
  references: HostPropertyReferences;
  values: AddressValues;
  errorOf: (field: string) => string | undefined;
  tiles: MapTiles;
  positionHint?: string;
}) {
  const { t } = useTranslation();
  const [cityId, setCityId] = useState(values.cityId);
  const [latitude, setLatitude] = useState(values.latitude);
  const [longitude, setLongitude] = useState(values.longitude);
  const city = references.cities.find((candidate) => String(candidate.id) === cityId);
  const optional = t('consoleProperties.fields.optional');
  const requiredText = t('console.forms.required');
  const pinLat = coordinate(latitude, 90) ?? city?.latitude ?? null;
  const pinLng = coordinate(longitude, 180) ?? city?.longitude ?? null;
  const countries = [...new Set(references.cities.map((candidate) => candidate.country.name))];
  return (
    <>
      <PropertyTypeField label={t('consoleProperties.fields.propertyType')} types={references.propertyTypes} defaultValue={values.propertyType} error={errorOf('propertyType')} />
      <div className="form-grid">
        <Field id="cityId" label={t('consoleProperties.fields.city')} error={errorOf('cityId')} required requiredText={requiredText}>
          {(control) => (
            <select name="cityId" value={cityId} onChange={(event) => setCityId(event.target.value)} {...control}>
              {countries.map((country) => (
                <optgroup key={country} label={country}>
                  {references.cities
                    .filter((candidate) => candidate.country.name === country)
                    .map((candidate) => (
                      <option key={candidate.id} value={candidate.id}>
                        {candidate.name}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <Field id="areaId" label={t('consoleProperties.fields.area')} error={errorOf('areaId')} optionalText={optional}>
          {(control) => (
            <select name="areaId" defaultValue={values.areaId} key={cityId} {...control}>
              <option value="">{t('consoleProperties.fields.noArea')}</option>
              {(city?.areas ?? []).map((area) => (
                <option key={area.id} value={area.id}>
                  {area.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <TextField name="addressLine1" label={t('consoleProperties.fields.addressLine1')} defaultValue={values.addressLine1} error={errorOf('addressLine1')} autoComplete="off" maxLength={200} />
      <div className="form-grid">
        <TextField name="addressLine2" label={t('consoleProperties.fields.addressLine2')} defaultValue={values.addressLine2} error={errorOf('addressLine2')} required={false} autoComplete="off" maxLength={200} />
        <TextField name="postalCode" label={t('consoleProperties.fields.postalCode')} defaultValue={values.postalCode} error={errorOf('postalCode')} required={false} autoComplete="off" maxLength={20} />
      </div>
      <fieldset className="position-fields">
        <legend>{t('consoleProperties.basics.pin')}</legend>
        {positionHint && <p className="muted">{positionHint}</p>}
        <div className="form-grid">
          <TextField name="latitude" label={t('consoleProperties.fields.latitude')} value={latitude} onChange={(event) => setLatitude(event.target.value)} error={errorOf('latitude')} required={!positionHint} inputMode="decimal" autoComplete="off" />
          <TextField name="longitude" label={t('consoleProperties.fields.longitude')} value={longitude} onChange={(event) => setLongitude(event.target.value)} error={errorOf('longitude')} required={!positionHint} inputMode="decimal" autoComplete="off" />
        </div>
        <LocationPicker
          tiles={tiles}
          lat={pinLat}
          lng={pinLng}
          onMove={(lat, lng) => {
            setLatitude(String(lat));
            setLongitude(String(lng));
          }}
        />
      </fieldset>
      <Field id="currency" label={t('consoleProperties.fields.currency')} error={errorOf('currency')} required requiredText={requiredText}>
        {(control) => (
          <select name="currency" defaultValue={values.currency} {...control}>
            {references.currencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        )}
      </Field>
      {references.brands.length > 1 ? (
        <fieldset className="checkbox-group">
          <legend>{t('consoleProperties.fields.brands')}</legend>
          {errorOf('brandIds') && <p className="field__error">{errorOf('brandIds')}</p>}
          {references.brands.map((brand) => (
            <label key={brand.id} className="checkbox">
              <input type="checkbox" name="brandIds" value={brand.id} defaultChecked={values.brandIds.includes(String(brand.id))} />
              {brand.name}
            </label>
          ))}
        </fieldset>
      ) : (
        references.brands.map((brand) => <input key={brand.id} type="hidden" name="brandIds" value={brand.id} />)
      )}
    </>
  );
}
