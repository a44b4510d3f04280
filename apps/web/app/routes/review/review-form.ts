// The API's limits (packages/contracts/src/reviews.ts), repeated here because importing the
// contracts would pull zod into the page's JavaScript; review-form.test.ts keeps them equal.
export const reviewTitleMaxLength = 120;
export const reviewTextMaxLength = 5000;

// The review form's values and problems, checked the same way on the server (and kept on a
// failed post, so nothing the guest typed is lost).

export type ReviewValues = { rating: string; title: string; text: string };
export type ReviewProblem = 'required' | 'tooLong';
export type ReviewField = 'rating' | 'title' | 'text';
export type ReviewProblems = Partial<Record<ReviewField, ReviewProblem>>;

export type ReviewFormState = { status: 'invalid' | 'failed'; values: ReviewValues; problems: ReviewProblems };

export const emptyReviewValues: ReviewValues = { rating: '', title: '', text: '' };
export const reviewLimits = { title: reviewTitleMaxLength, text: reviewTextMaxLength } as const;

export function readReviewValues(form: FormData): ReviewValues {
  const text = (name: string, max: number) => String(form.get(name) ?? '').slice(0, max + 50);
  return { rating: text('rating', 1), title: text('title', reviewTitleMaxLength), text: text('text', reviewTextMaxLength) };
}

export function ratingOf(values: ReviewValues): number | null {
  const rating = Number(values.rating);
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 && values.rating.trim() !== '' ? rating : null;
}

export function checkReview(values: ReviewValues): ReviewProblems {
  const problems: ReviewProblems = {};
  if (ratingOf(values) === null) problems.rating = 'required';
  if (values.title.trim().length > reviewTitleMaxLength) problems.title = 'tooLong';
  if (values.text.trim().length > reviewTextMaxLength) problems.text = 'tooLong';
  return problems;
}
