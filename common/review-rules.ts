/** The longest review comment accepted (form, API and server share it). */
export const reviewCommentMax = 2000;
