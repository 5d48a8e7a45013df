import type accounts from '../locales/en/accounts.json';
import type admin from '../locales/en/admin.json';
import type announcements from '../locales/en/announcements.json';
import type authoring from '../locales/en/authoring.json';
import type catalogue from '../locales/en/catalogue.json';
import type classwork from '../locales/en/classwork.json';
import type chat from '../locales/en/chat.json';
import type checkout from '../locales/en/checkout.json';
import type common from '../locales/en/common.json';
import type contact from '../locales/en/contact.json';
import type enrolment from '../locales/en/enrolment.json';
import type errors from '../locales/en/errors.json';
import type forum from '../locales/en/forum.json';
import type learning from '../locales/en/learning.json';
import type liveClasses from '../locales/en/live-classes.json';
import type nav from '../locales/en/nav.json';
import type notifications from '../locales/en/notifications.json';
import type offline from '../locales/en/offline.json';
import type pages from '../locales/en/pages.json';
import type people from '../locales/en/people.json';
import type richText from '../locales/en/rich-text.json';
import type staticPages from '../locales/en/static.json';
import type validation from '../locales/en/validation.json';
import type videos from '../locales/en/videos.json';

/**
 * Typed translation keys: English is the reference locale. A new namespace adds its en/bn JSON
 * files and one line here.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      accounts: typeof accounts;
      admin: typeof admin;
      announcements: typeof announcements;
      authoring: typeof authoring;
      catalogue: typeof catalogue;
      classwork: typeof classwork;
      chat: typeof chat;
      checkout: typeof checkout;
      common: typeof common;
      contact: typeof contact;
      enrolment: typeof enrolment;
      errors: typeof errors;
      forum: typeof forum;
      learning: typeof learning;
      'live-classes': typeof liveClasses;
      nav: typeof nav;
      notifications: typeof notifications;
      offline: typeof offline;
      pages: typeof pages;
      people: typeof people;
      'rich-text': typeof richText;
      static: typeof staticPages;
      validation: typeof validation;
      videos: typeof videos;
    };
  }
}
