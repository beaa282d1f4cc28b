import { DomainError } from "@/lib/errors/domain-error";

/** A review rule refused what was asked (a reason not on the list, a second opinion from the first reviewer…). */
export class ReviewRuleError extends DomainError {
  override name = "ReviewRuleError";
}
