/** The search hooks module when the site configures none. */
import type { AfterSearch, BeforeSearch, OnSearch } from './hooks';

export const beforeSearch: BeforeSearch | undefined = undefined;
export const onSearch: OnSearch | undefined = undefined;
export const afterSearch: AfterSearch | undefined = undefined;
