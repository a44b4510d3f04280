import { contentLanguageValues, propertyTextFields, type HostProperty, type HostPropertyTexts, type HostUnit, type HostUnitType, type PublishProblem } from '@direct/contracts';
import type { PropertyReadModel, UnitRecord, UnitTypeRecord } from './host-property-reads.repository.ts';

// The console's view of a property: texts for every language with what is still missing, unit
// types with their units, and what publishing still needs.

const clock = (time: string) => time.slice(0, 5);

export function unitView(unit: UnitRecord): HostUnit {
  return { id: unit.id, unitTypeId: unit.unitTypeId, name: unit.name, isActive: unit.isActive, version: unit.version };
}

export function unitTypeView(unitType: UnitTypeRecord, units: readonly UnitRecord[]): HostUnitType {
  return {
    id: unitType.id,
    name: unitType.name,
    description: unitType.description,
    maxAdults: unitType.maxAdults,
    maxChildren: unitType.maxChildren,
    maxOccupancy: unitType.maxOccupancy,
    baseOccupancy: unitType.baseOccupancy,
    bedrooms: unitType.bedrooms,
    bathrooms: unitType.bathrooms,
    beds: unitType.beds,
    sizeM2: unitType.sizeM2,
    petsAllowed: unitType.petsAllowed,
    isActive: unitType.isActive,
    version: unitType.version,
    units: units.filter((unit) => unit.unitTypeId === unitType.id).map(unitView),
  };
}

function textsView(model: PropertyReadModel): HostPropertyTexts[] {
  const { property } = model;
  return contentLanguageValues.map((language) => {
    const row =
      language === 'en'
        ? { name: property.name, summary: property.summary, description: property.description, houseRules: property.houseRules, checkinInstructions: property.checkinInstructions }
        : (model.texts.find((text) => text.language === language) ?? { name: null, summary: null, description: null, houseRules: null, checkinInstructions: null });
    const texts = {
      name: row.name || null,
      summary: row.summary || null,
      description: row.description || null,
      houseRules: row.houseRules || null,
      checkinInstructions: row.checkinInstructions || null,
    };
    return { language, ...texts, missing: propertyTextFields.filter((field) => texts[field] === null) };
  });
}

function publishProblems(model: PropertyReadModel): PublishProblem[] {
  const activeTypes = new Set(model.unitTypes.filter((unitType) => unitType.isActive).map((unitType) => unitType.id));
  const activeUnit = model.units.some((unit) => unit.isActive && activeTypes.has(unit.unitTypeId));
  return [...(activeUnit ? [] : ['no_active_unit' as const]), ...(model.hasRates ? [] : ['no_rates' as const])];
}

export function propertyView(model: PropertyReadModel): HostProperty {
  const { property, city, seo } = model;
  return {
    id: property.id,
    version: property.version,
    name: property.name,
    propertyType: property.propertyType,
    city: { id: city.id, name: city.name, country: { code: city.countryCode, name: city.countryName } },
    areaId: property.areaId,
    addressLine1: property.addressLine1,
    addressLine2: property.addressLine2,
    postalCode: property.postalCode,
    latitude: property.latitude,
    longitude: property.longitude,
    currency: property.currency,
    checkInTime: clock(property.checkInTime),
    checkOutTime: clock(property.checkOutTime),
    isPublished: property.isActive,
    isFeatured: property.isFeatured,
    isDirect: property.isDirect,
    brandIds: model.brandIds,
    texts: textsView(model),
    amenityIds: model.amenityIds,
    unitTypes: model.unitTypes.map((unitType) => unitTypeView(unitType, model.units)),
    seo: seo
      ? {
          slug: property.slug,
          completeRoute: seo.completeRoute,
          title: seo.title,
          metaDescription: seo.metaDescription,
          twitterDescription: seo.twitterDescription,
          facebookDescription: seo.facebookDescription,
        }
      : null,
    publishProblems: publishProblems(model),
    updatedAt: property.updatedAt.toISOString(),
  };
}
