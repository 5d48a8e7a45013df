// The part of pa11y's API the pa11y spec uses (pa11y ships no types; its README documents these).
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer';

  type Issue = {
    type: 'error' | 'warning' | 'notice';
    code: string;
    message: string;
    selector: string;
  };
  type Options = {
    browser?: Browser;
    page?: Page;
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: string[];
    includeWarnings?: boolean;
    includeNotices?: boolean;
    actions?: string[];
    timeout?: number;
  };
  export default function pa11y(
    url: string,
    options?: Options,
  ): Promise<{ documentTitle: string; pageUrl: string; issues: Issue[] }>;
}
