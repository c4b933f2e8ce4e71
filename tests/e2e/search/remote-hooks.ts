/**
 * Search hooks of the remote-mode test build (remote-site.config.ts): each
 * leaves a trace the browser test checks.
 */
import type { AfterSearch, BeforeSearch, OnSearch } from '../../../theme/Search/hooks';

declare global {
  interface Window {
    __searchHookCalls?: string[];
  }
}

function record(call: string) {
  window.__searchHookCalls ??= [];
  window.__searchHookCalls.push(call);
}

/** "alias:<word>" is searched as "<word>". */
export const beforeSearch: BeforeSearch = (query) => {
  record(`beforeSearch:${query}`);
  return query.startsWith('alias:') ? query.slice('alias:'.length) : undefined;
};

/** Adds a group of its own to the answer of a query that mentions "hook". */
export const onSearch: OnSearch = (query, groups) => {
  record(`onSearch:${query}:${groups.length}`);
  if (!query.includes('hook')) return undefined;
  return [
    {
      group: 'From the hook',
      pages: [
        {
          routePath: '/guide/start/',
          title: 'Hook result',
          score: 0,
          hits: [
            {
              type: 'title',
              title: 'Hook result',
              header: 'Hook result',
              link: '/guide/start/',
              query,
              group: 'From the hook',
              highlightInfoList: [],
            },
          ],
        },
      ],
    },
  ];
};

export const afterSearch: AfterSearch = (query, groups) => {
  record(`afterSearch:${query}:${groups.length}`);
};
