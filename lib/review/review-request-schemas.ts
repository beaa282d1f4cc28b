import { z } from "zod";
import { REQUEST_NOTE_MAX } from "./review-request-limits";

/** "Ask for a second opinion": the flag, the teammate asked, and a note for them. */
export const askSecondOpinionSchema = z.object({
  interviewId: z.string().min(1).max(512),
  flagId: z.string().min(1).max(200),
  assigneeId: z.uuid("Choose a teammate from the list."),
  note: z.string().trim().max(REQUEST_NOTE_MAX, `Keep the note under ${REQUEST_NOTE_MAX} characters.`).default(""),
});

/** The dialog's own fields (the flag comes from where it is opened). */
export const askSecondOpinionFormSchema = askSecondOpinionSchema.pick({ assigneeId: true, note: true });
