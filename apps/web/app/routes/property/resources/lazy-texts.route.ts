import { catalogs, isSupportedLanguage, pickTexts } from '@direct/i18n';
import { invalidQuery, type FieldProblem } from '../../../lib/api/json-answers.server.ts';
import { lazyTextParts, type LazyTextPart } from '../lazy-texts.ts';
import type { Route } from './+types/lazy-texts.route';

const isPart = (value: string | null): value is LazyTextPart => value !== null && Object.hasOwn(lazyTextParts, value);

// The texts of a part of the property page loaded on demand, in one language.
// GET /resources/lazy-texts?part=reserve|picker|lightbox&lng=en|de|pt
export function loader({ url }: Route.LoaderArgs) {
  const part = url.searchParams.get('part');
  const lng = url.searchParams.get('lng');
  const problems: FieldProblem[] = [];
  if (!isPart(part)) problems.push({ field: 'part', reason: 'invalid', message: `part must be one of ${Object.keys(lazyTextParts).join(', ')}` });
  if (!isSupportedLanguage(lng)) problems.push({ field: 'lng', reason: 'invalid', message: 'lng must be a language of the site' });
  if (!isPart(part) || !isSupportedLanguage(lng)) return invalidQuery(problems);
  // The same for every brand; a new build may change them, so not cached for long.
  return Response.json(pickTexts(catalogs[lng], lazyTextParts[part]), { headers: { 'cache-control': 'public, max-age=600' } });
}
