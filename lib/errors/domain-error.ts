/**
 * A domain rule refused the request (a record is gone, a limit is reached, a state does not allow it). The message
 * is written for the person who asked and is shown as is; the action layer turns it into a failed ActionResult.
 */
export class DomainError extends Error {}
