// The six launch calls of spec 7.
export const launchHandlers = [];
