/** Results constants shared by the server and the results page. */
export const RESULT_STATUSES = ["all", "completed", "in-progress"] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];
export const RESULTS_PAGE_SIZE = 50;
