import "server-only";
import { ActionError } from "@/lib/actions/define-action";
import { ReviewRuleError } from "./review-error";

/** Runs review domain work in an action: a review rule's refusal becomes the action's message to the user. */
export async function ruleAsActionError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ReviewRuleError) throw new ActionError(error.message);
    throw error;
  }
}
