/** A review rule refused what was asked (a reason not on the list, a second opinion from the first reviewer…). */
export class ReviewRuleError extends Error {
  override name = "ReviewRuleError";
}
