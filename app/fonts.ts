import localFont from "next/font/local";

/**
 * Inter's Latin subset, a hashed file of the build that every page preloads (next/font sends a `Link: rel=preload`
 * header with the page), so it arrives before the first layout instead of being found by it: no second layout of the
 * whole page, and no text moving, when it lands. The other subsets (Latin Extended, Greek, Cyrillic, Vietnamese) stay
 * @fontsource's "Inter Variable", fetched only for a page with such letters; globals.css puts it next in line. Measured
 * in docs/performance.md.
 */
export const interLatin = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  variable: "--font-inter-latin",
  adjustFontFallback: false,
  // The Latin range of @fontsource's own face for this file (its index.css), so the two never overlap.
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    },
  ],
});
