import { apiFailure, invalidQuery } from '../../../lib/api/json-answers.server.ts';
import { normalizeLanguage } from '../../../lib/i18n/detect-language.ts';
import { brandContext, languageContext } from '../../../lib/request-context.server.ts';
import { suggestions } from '../search.server.ts';
import type { Route } from './+types/suggestions.route';

// GET /resources/suggestions?q=lisb&language=pt — the destination field's suggestions for the browser, which
// never holds the API's token: this server asks GET /api/autocomplete in the brand's scope.
// The page's language names places as the guest knows them (Lisboa on the Portuguese page). It is
// `language`, not the site's `lng`: `lng` is a guest's explicit choice and is remembered in a
// cookie, and typing in the field of a shared /de/… page must not make every later visit German.
// Without it (or an unknown one), the request's own language.
// Answers { data: Suggestion[] }, or the API's error envelope shape on bad input.

const maxLength = 100;
// Below this many characters a search matches too much to help (the API answers nothing either).
const minLength = 2;

const invalid = (message: string, reason: string) => invalidQuery([{ field: 'q', message, reason }]);

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const values = params.getAll('q');
  if (values.length === 0) return invalid('q is required', 'required');
  if (values.length > 1) return invalid('q must be given once', 'invalid_type');
  const q = values[0]!.trim().replace(/\s+/g, ' ');
  if (q === '') return invalid('q must not be empty', 'too_small');
  if ([...q].length > maxLength) return invalid(`q must be at most ${maxLength} characters`, 'too_big');

  // Suggestions change rarely and are the same for every guest of the brand; the brand comes from
  // the host name, so a shared cache would still need Vary: Host. Kept private and short.
  const headers = { 'Cache-Control': 'private, max-age=60' };
  if ([...q].length < minLength) return Response.json({ data: [] }, { headers });
  try {
    const language = normalizeLanguage(params.get('language')) ?? context.get(languageContext);
    const answer = await suggestions(context.get(brandContext), q, language, request.signal);
    return Response.json({ data: answer.data }, { headers });
  } catch (error) {
    // The guest typed on and the browser dropped this request: nobody reads the answer.
    if (request.signal.aborted) return new Response(null, { status: 499 });
    return apiFailure(error, 'suggestions');
  }
}
