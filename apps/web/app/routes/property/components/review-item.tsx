import type { ReviewView } from '../review-view.ts';

// One review: stars (named for screen readers), title and text in the review's language, author
// and dates, and the host's reply below. Rendered by the server for the first page and by the browser for "Show more".
export function ReviewItem({ review }: { review: ReviewView }) {
  return (
    <article className="review">
      <p className="review__rating">
        <span aria-hidden="true">{'★'.repeat(review.stars)}</span>
        <span className="visually-hidden">{review.rating}</span>
      </p>
      {review.title && <h3 lang={review.lang}>{review.title}</h3>}
      {review.text && <p lang={review.lang}>{review.text}</p>}
      <p className="review__meta">{review.meta}</p>
      {review.reply && (
        <div className="review__reply">
          <h4>{review.reply.label}</h4>
          <p>{review.reply.text}</p>
        </div>
      )}
    </article>
  );
}
