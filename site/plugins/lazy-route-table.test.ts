import { routePath2HtmlFileName } from '@rspress/core/dist/node/ssg/htmlFile.js';
import { describe, expect, it } from '@rstest/core';
import { routeHtmlFile } from './lazy-route-table';

describe('lazy route table plugin', () => {
  it("finds each page's HTML where Rspress writes it", () => {
    for (const routePath of ['/', '/zh/', '/guide/start/quick-start', '/zh/config/lib/']) {
      expect(routeHtmlFile(routePath)).toBe(routePath2HtmlFileName(routePath));
    }
  });
});
