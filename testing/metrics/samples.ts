/** One line of the Prometheus text format: `name{label="value",…} 12`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). Enough for tests; not a general parser. */
export function parseSamples(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the sample named `name` whose labels include `labels`; 0 when there is none. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const sample = samples.find(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  return sample?.value ?? 0;
}
