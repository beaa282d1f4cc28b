/** Candidates erased in one go at most (a longer file of emails is refused with this number). */
export const ERASE_AT_MOST = 500;
