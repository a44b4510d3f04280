// The ids of a rate plan's radio button and of its terms and prices in the rate list (RateList),
// which the reservation overlay also reads its price lines from. Short: they repeat for every plan.
export function ratePlanIds(key: string) {
  return { input: `p${key}`, info: `p${key}i` };
}
