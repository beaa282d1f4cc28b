/** What erasing here cannot do, in plain text (the erasure controls, exports, the command line). */
export const serviceCopyText =
  "The screening service keeps its own copy of this person (the candidate, their screens and results). Its public API " +
  "has no delete endpoint, so nothing here can remove them there: ask the service's support to delete the candidate " +
  "by the service's id, and remove them from your ATS too. Until the service deletes them, anything it sends about " +
  'them again is kept out of the dashboard (a new screen shows as "erased here").';
