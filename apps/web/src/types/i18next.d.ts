import type common from '../locales/en/common.json';
import type errors from '../locales/en/errors.json';
import type nav from '../locales/en/nav.json';
import type pages from '../locales/en/pages.json';
import type validation from '../locales/en/validation.json';

/**
 * Typed translation keys: English is the reference locale. A new namespace adds its en/bn JSON
 * files and one line here.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      common: typeof common;
      errors: typeof errors;
      nav: typeof nav;
      pages: typeof pages;
      validation: typeof validation;
    };
  }
}
