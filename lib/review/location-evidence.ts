import "server-only";
import { cityMapping } from "city-timezones";
import { timestampsInText } from "@/lib/utils/timestamps-in-text";

/**
 * What a location or network flag shows, in a form that identifies nobody: for a blind reviewer, who must judge the
 * flag before Reveal (lib/review/blind.ts). The service words its findings as text (spec 2.4: a flag has a
 * `description`; how it names places is not shown), so this reads the text by recognising, never by copying: every
 * value below comes from a fixed vocabulary (ISO country names, a list of network kinds) or is a number computed
 * here. A city, an address, a network operator or a reporting system's name in the text can therefore never pass.
 */
export interface LocationEvidence {
  /** Countries the readings place the candidate in, in the order the finding names them. */
  countries: string[];
  /** The country the candidate is expected in, when the finding says. */
  expectedCountry: string | null;
  /** Kinds of network the readings came from, in a fixed order. */
  networks: NetworkKind[];
  /** Between the two named places farthest apart, rounded to 100 km (0: under 100 km); null when under two are known. */
  distanceKm: number | null;
  /** From the first to the last observation the finding dates, in minutes; null when it dates fewer than two. */
  spanMinutes: number | null;
}

export const networkKinds = ["residential", "business", "mobile", "hosting", "vpn", "proxy", "relay", "tor"] as const;
export type NetworkKind = (typeof networkKinds)[number];

const networkPatterns: Record<NetworkKind, RegExp> = {
  residential: /\bresidential\b/i,
  business: /\bbusiness\b/i,
  mobile: /\bmobile\b/i,
  hosting: /\b(?:hosting|data ?cent(?:er|re)s?|datacenters?)\b/i,
  vpn: /\bVPN\b/i,
  proxy: /\bprox(?:y|ies)\b/i,
  relay: /\brelays?\b/i,
  tor: /\bTor\b/,
};

/** Untrusted text is read up to this length: a finding is a few sentences. */
const MAX_TEXT = 4000;
/** Places compared pairwise for the distance: a finding names a handful. */
const MAX_PLACES = 20;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Whole words only, case as written: "Reading" the town is not "readings", "Tor" is not "Toronto". */
const wordsPattern = (words: Iterable<string>) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...words]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join("|")})(?![\\p{L}\\p{N}])`,
    "gu",
  );

interface Country {
  code: string;
  name: string;
}

/**
 * The countries of the city data (ISO 3166-1 codes, so no "European Union" or "Eurozone"), by their English name and
 * by the name the data uses where the two differ ("Turkey" beside "Türkiye"); shown by the English name.
 */
const countries = (() => {
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  const byName = new Map<string, Country>();
  for (const city of cityMapping) {
    // A few rows have no ISO code (Kosovo, Somaliland: "" or -99): left out rather than shown under a guess.
    if (!/^[A-Z]{2}$/.test(String(city.iso2)) || !city.country || byName.has(city.country)) continue;
    const country = { code: city.iso2, name: names.of(city.iso2) ?? city.country };
    byName.set(country.name, country);
    byName.set(city.country, country);
  }
  return { byName, pattern: wordsPattern(byName.keys()) };
})();

interface Place {
  lat: number;
  lng: number;
}

const citiesByCountry = new Map<string, { pattern: RegExp; byName: Map<string, Place> }>();

/** The country's cities by name (the most populous where two share one), found once and kept. */
function citiesOf(code: string) {
  let found = citiesByCountry.get(code);
  if (!found) {
    const byName = new Map<string, Place & { pop: number }>();
    for (const city of cityMapping)
      if (city.iso2 === code)
        for (const name of new Set([city.city, city.city_ascii]))
          if (name.length > 2 && !countries.byName.has(name) && (byName.get(name)?.pop ?? -1) < city.pop)
            byName.set(name, { lat: city.lat, lng: city.lng, pop: city.pop });
    found = { pattern: byName.size ? wordsPattern(byName.keys()) : /(?!)/gu, byName };
    citiesByCountry.set(code, found);
  }
  return found;
}

/** Great-circle distance in km (haversine, mean Earth radius). */
function kmBetween(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function farthestApart(places: Place[]): number | null {
  let farthest: number | null = null;
  for (let i = 0; i < places.length; i++)
    for (let j = i + 1; j < places.length; j++) farthest = Math.max(farthest ?? 0, kmBetween(places[i]!, places[j]!));
  return farthest;
}

function spanOf(text: string): number | null {
  const times = timestampsInText(text).flatMap((part) => ("moment" in part ? [Date.parse(part.moment)] : []));
  if (times.length < 2) return null;
  return Math.round((Math.max(...times) - Math.min(...times)) / 60_000);
}

/** "The candidate is expected in Spain." names no place the candidate was: read apart, then left out. */
const expectation = /\bexpected in ([^.;]{1,80})/;

/** The anonymised evidence of a location or network finding; null when the text names no country and no network. */
export function readLocationEvidence(description: string): LocationEvidence | null {
  let text = description.slice(0, MAX_TEXT);
  const expected = expectation.exec(text);
  let expectedCountry: string | null = null;
  if (expected) {
    expectedCountry =
      [...expected[1]!.matchAll(countries.pattern)].map((m) => countries.byName.get(m[0])!.name)[0] ?? null;
    text = text.replace(expected[0], " ");
  }
  const named = [...text.matchAll(countries.pattern)].map((m) => countries.byName.get(m[0])!);
  const codes = [...new Set(named.map((c) => c.code))];
  const places: Place[] = [];
  for (const code of codes) {
    const cities = citiesOf(code);
    for (const match of text.matchAll(cities.pattern)) places.push(cities.byName.get(match[0])!);
  }
  const distinct = [...new Map(places.map((p) => [`${p.lat},${p.lng}`, p])).values()].slice(0, MAX_PLACES);
  const km = distinct.length >= 2 ? farthestApart(distinct) : null;
  const networks = networkKinds.filter((kind) => networkPatterns[kind].test(text));
  if (!codes.length && !networks.length) return null;
  return {
    countries: [...new Set(named.map((c) => c.name))],
    expectedCountry,
    networks,
    distanceKm: km === null ? null : km < 100 ? 0 : Math.round(km / 100) * 100,
    spanMinutes: spanOf(text),
  };
}

const networkLabels: Record<NetworkKind, string> = {
  residential: "residential",
  business: "business",
  mobile: "mobile",
  hosting: "hosting or data centre",
  vpn: "VPN",
  proxy: "proxy",
  relay: "privacy relay",
  tor: "Tor",
};

const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** "3 h 25 min", "45 min", "4 days": how long between the first and the last observation. */
export function formatSpan(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes >= 48 * 60) return `${Math.round(minutes / (24 * 60))} days`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** The evidence as the blind reviewer reads it, one short sentence per fact; every word from the vocabulary above. */
export function describeLocationEvidence(evidence: LocationEvidence): string {
  const lines: string[] = [];
  if (evidence.countries.length)
    lines.push(
      `${evidence.countries.length === 1 ? "Country" : "Countries"}: ${listed(evidence.countries)}` +
        (evidence.expectedCountry ? `; expected in ${evidence.expectedCountry}.` : "."),
    );
  if (evidence.networks.length) lines.push(`Network: ${listed(evidence.networks.map((kind) => networkLabels[kind]))}.`);
  if (evidence.distanceKm !== null)
    lines.push(
      evidence.distanceKm === 0
        ? "Under 100 km between the places farthest apart."
        : `About ${evidence.distanceKm.toLocaleString("en")} km between the places farthest apart.`,
    );
  if (evidence.spanMinutes !== null)
    lines.push(`${formatSpan(evidence.spanMinutes)} from the first reading to the last.`);
  lines.push("Cities, addresses and network names are withheld under blind review.");
  return lines.join(" ");
}
