/** Years 1 to 9999: what a timestamp column and a person's idea of a date both hold. */
export const isStorableTime = (time: number) =>
  Number.isFinite(time) && time >= -62135596800000 && time <= 253402300799999;
