import { CookieBanner } from './cookie-banner.tsx';
import { Measurement } from './measurement.tsx';

// The banner and the tags' runner, loaded only for a brand that measures (site-shell.tsx): the
// other brands' pages carry none of this code.
export default function ConsentParts({ brandName }: { brandName: string }) {
  return (
    <>
      <CookieBanner brandName={brandName} />
      <Measurement />
    </>
  );
}
