/** The page that explains what the docs' checks build and compare (linked by every built example). */
export const checkedExamplesRoute = '/guide/start/checked-examples';
