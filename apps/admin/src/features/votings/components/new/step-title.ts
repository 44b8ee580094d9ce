/** The id of the current step's title: the page draws it, each step's form is named by it. */
export const STEP_TITLE_ID = 'voting-step-title';
