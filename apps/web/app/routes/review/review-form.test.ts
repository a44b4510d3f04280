import { reviewTextMaxLength as apiText, reviewTitleMaxLength as apiTitle } from '@direct/contracts';
import { describe, expect, it } from 'vitest';
import { reviewLimits, reviewTextMaxLength, reviewTitleMaxLength } from './review-form.ts';

describe('review form limits', () => {
  it('are the API contract’s limits', () => {
    expect([reviewTitleMaxLength, reviewTextMaxLength]).toEqual([apiTitle, apiText]);
    expect(reviewLimits).toEqual({ title: apiTitle, text: apiText });
  });
});
