import { Fragment } from "react";
import { formatDateTime } from "@/lib/utils/format";
import { timestampsInText } from "@/lib/utils/timestamps-in-text";

/**
 * A service's text as written, but each moment it names ("Observed from 2026-11-03T12:34:56.000Z …") in the reader's
 * `zone` and the dashboard's format, the moment itself kept in `<time dateTime>`.
 */
export function TextWithTimes({ text, zone }: { text: string; zone: string }) {
  return timestampsInText(text).map((part, index) => (
    <Fragment key={index}>
      {"text" in part ? part.text : <time dateTime={part.moment}>{formatDateTime(part.moment, zone)}</time>}
    </Fragment>
  ));
}
