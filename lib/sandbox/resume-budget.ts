/**
 * What reading one untrusted resume may cost, counted as it is spent and stopped at the first limit: bytes
 * inflated (every stream and entry, whether or not it yields text), work (tokens, tags and entities seen) and
 * time. Declared sizes inside a file are never believed; only bytes actually produced count.
 */
export interface ReadingLimits {
  inflatedBytes: number;
  tokens: number;
  milliseconds: number;
}

export const RESUME_READING_LIMITS: Readonly<ReadingLimits> = {
  /** All inflated bytes of one file together; a text resume of 50 pages inflates to well under 1 MB. */
  inflatedBytes: 32 * 1024 * 1024,
  /** Tokens of PDF content streams, plus tags and entities of DOCX XML. */
  tokens: 2_000_000,
  /** Wall-clock time of one file's reading, once a worker has started it. */
  milliseconds: 10_000,
};

/** A resume that was not read because it would cost more than {@link RESUME_READING_LIMITS}; `reason` says which. */
export class ResumeRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "ResumeRefused";
  }
}

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export class ReadingBudget {
  private inflated = 0;
  private tokens = 0;
  private readonly deadline: number;

  constructor(
    private readonly limits: ReadingLimits = RESUME_READING_LIMITS,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.deadline = now() + limits.milliseconds;
  }

  /** Bytes that may still be inflated; an inflater is given one more, so that reaching it is seen as going past. */
  get inflatedBytesLeft(): number {
    return Math.max(0, this.limits.inflatedBytes - this.inflated);
  }

  inflate(bytes: number) {
    this.inflated += bytes;
    if (this.inflated > this.limits.inflatedBytes)
      throw new ResumeRefused(`it unpacks to more than ${mb(this.limits.inflatedBytes)}`);
  }

  work(tokens = 1) {
    this.tokens += tokens;
    if (this.tokens > this.limits.tokens)
      throw new ResumeRefused(`it holds more than ${this.limits.tokens.toLocaleString("en")} pieces of text to read`);
    // The clock is read every 4,096 tokens: often enough to stop within milliseconds, rarely enough to cost nothing.
    if ((this.tokens & 4095) < tokens && this.now() > this.deadline)
      throw new ResumeRefused(`reading it took longer than ${this.limits.milliseconds / 1000} s`);
  }
}
