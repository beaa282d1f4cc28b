import { Select } from "@/components/ui/select";
import { delimiterLabels, delimiters, type Delimiter } from "@/lib/roster-import/delimited";
import { encodingLabels, textEncodings, type TextEncoding } from "@/lib/roster-import/encodings";
import type { FileReading, ReadChoices } from "@/lib/roster-import/protocol";

const n = (value: number) => value.toLocaleString("en");
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${n(Math.max(1, Math.round(bytes / 1024)))} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** How the file was read (its size and rows, encoding, separator or sheet, each changeable) and what to watch for. */
export function ReadingChoices({
  id,
  reading,
  rowCount,
  onChoices,
}: {
  id: string;
  reading: FileReading;
  rowCount: number | null;
  onChoices: (choices: ReadChoices) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-2 text-sm" role="group" aria-label="How the file was read">
      <p className="basis-full">
        <span className="font-medium">{reading.name}</span> · {size(reading.bytes)}
        {rowCount !== null && <> · {n(rowCount)} rows</>}
        {reading.format === "xlsx" && " · Excel workbook"}
      </p>
      {reading.encoding && (
        <div>
          <label htmlFor={`${id}-encoding`} className="block text-xs text-zinc-600 dark:text-zinc-400">
            Encoding{reading.encoding.detected ? " (detected)" : ""}
            {reading.encoding.bom ? ", with byte-order mark" : ""}
          </label>
          <Select
            id={`${id}-encoding`}
            value={reading.encoding.value}
            onChange={(e) =>
              onChoices({ encoding: e.target.value as TextEncoding, delimiter: reading.delimiter?.value })
            }
          >
            {textEncodings.map((encoding) => (
              <option key={encoding} value={encoding}>
                {encodingLabels[encoding]}
              </option>
            ))}
          </Select>
        </div>
      )}
      {reading.delimiter && (
        <div>
          <label htmlFor={`${id}-delimiter`} className="block text-xs text-zinc-600 dark:text-zinc-400">
            Separator{reading.delimiter.detected ? " (detected)" : ""}
          </label>
          <Select
            id={`${id}-delimiter`}
            value={reading.delimiter.value}
            onChange={(e) => onChoices({ encoding: reading.encoding?.value, delimiter: e.target.value as Delimiter })}
          >
            {delimiters.map((delimiter) => (
              <option key={delimiter} value={delimiter}>
                {delimiterLabels[delimiter]}
              </option>
            ))}
          </Select>
        </div>
      )}
      {reading.sheets && (
        <div>
          <label htmlFor={`${id}-sheet`} className="block text-xs text-zinc-600 dark:text-zinc-400">
            Sheet ({reading.sheets.length} in the workbook)
          </label>
          <Select id={`${id}-sheet`} value={reading.sheet} onChange={(e) => onChoices({ sheet: e.target.value })}>
            {reading.sheets.map((sheet) => (
              <option key={sheet} value={sheet}>
                {sheet}
              </option>
            ))}
          </Select>
        </div>
      )}
      {reading.warnings.length > 0 && (
        <ul className="basis-full list-inside list-disc text-xs text-amber-800 dark:text-amber-300">
          {reading.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
