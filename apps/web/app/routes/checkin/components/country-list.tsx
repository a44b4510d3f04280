import { useEffect, useState } from 'react';
import { countryOptions } from '../countries.ts';

// The guest form's one <datalist> of country names, filled in the browser after hydration: the
// names come from Intl.DisplayNames there as on the server, so the ~200 names (5 KB, the page's
// largest part) stay out of the HTML. The fields are plain text inputs: without the list (before
// hydration or without JavaScript) a typed name or code is still mapped to its code on the server.
export function CountryList({ id, lng }: { id: string; lng: string }) {
  const [countries, setCountries] = useState<{ code: string; name: string }[]>([]);
  useEffect(() => {
    setCountries(countryOptions(lng));
  }, [lng]);
  return (
    <datalist id={id}>
      {countries.map((country) => (
        // An option's value is its text: the shorter markup.
        <option key={country.code}>{country.name}</option>
      ))}
    </datalist>
  );
}
