// How many refund tiers the policy form offers (read by the page and its action).
export const tierRows = 4;
