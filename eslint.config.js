import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Feature boundaries (docs/architecture.md): the modules of each web feature that other features
 * may import, relative to apps/web/src/features/<feature>/. Everything else in a feature's folder
 * is its own. Any feature's test-data.ts (the fixtures tests share) may be imported too. To use
 * something new from another feature, add its module here, in the same change.
 */
const featurePublicModules = {
  push: ['components/push-settings'],
  announcements: ['api/get-course-announcements'],
  authoring: [
    'api/get-instructor-course',
    'api/get-instructor-courses',
    'components/instructor-only',
    'components/teaching-courses',
    'components/use-unsaved-changes',
  ],
  checkout: [
    'api/create-order',
    'api/get-checkout-options',
    'components/order-list',
    'components/order-status-badge',
    'components/payment-method-picker',
  ],
  cohorts: ['api/get-cohorts', 'components/cohort-picker'],
  classwork: [
    'api/get-course-grades',
    'components/classwork-tab',
    'components/course-grades',
    'components/upcoming-work',
  ],
  enrolment: ['api/get-my-payments', 'components/payment-status-badge', 'model/enrolment-message'],
  events: ['use-live-events'],
  learning: [
    'api/get-enrolled-course',
    'components/course-reviews',
    'components/enrolment-progress',
  ],
  'live-classes': [
    'components/live-classes-panel',
    'components/live-schedule',
    'components/upcoming-live-classes',
  ],
  pages: ['components/faq-accordion', 'hooks/use-meta-description'],
  people: ['components/people-tab'],
  'rich-text': [
    'components/rich-text-editor',
    'components/rich-text-view',
    'model/rich-text-content',
  ],
  videos: [
    'api/get-lesson-playback',
    'components/load-hosted-video',
    'components/lesson-video-upload',
    'components/video-insight',
  ],
};

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const publicPaths = [
  '[^/]+/test-data',
  ...Object.entries(featurePublicModules).flatMap(([feature, modules]) =>
    modules.map((module) => escapeRegex(`${feature}/${module}`)),
  ),
].join('|');

/**
 * Web imports are relative, so the rule goes by depth: from a file `depth` folders below its
 * feature's root, `depth + 1` steps up reach the features folder, and a path that goes on past a
 * feature's name to a module not listed above reaches inside that feature.
 */
const featureBoundaries = [0, 1, 2, 3].map((depth) => ({
  files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./){${depth + 1}}(?!(${publicPaths})$)[^./][^/]*/`,
            message:
              'This module is internal to its feature; import only the modules featurePublicModules in eslint.config.js lists (add one there if another feature needs it).',
          },
        ],
      },
    ],
  },
}));

/**
 * Server module boundaries (docs/architecture.md): the files of each module in
 * apps/server/src/modules/<module>/ that other modules may import. Everything else in a module's
 * folder is its own; any module's `*-test-helpers.ts` may be imported by other modules' tests. To
 * use something new from another module, add its file here, in the same change.
 */
const modulePublicFiles = {
  accounts: ['account-queries'],
  admin: ['audit'],
  announcements: ['announcement-delivery'],
  authoring: ['course-access', 'policies'],
  catalogue: ['course-content-rows', 'module-tree-presenter'],
  checkout: [
    'gateway-clients',
    'order-delivery',
    'order-invitations',
    'order-presenter',
    'order-refunds',
    'order-service',
    'order-settle-queue',
    'order-settlement',
    'refund-settle-jobs',
  ],
  classwork: ['gradebook-service'],
  cohorts: ['cohort-scope', 'cohort-seats', 'lesson-release'],
  contact: ['contact-presenter', 'contact-service'],
  enrolment: [
    'coupon-service',
    'course-membership',
    'paid-team',
    'payment-delivery',
    'payment-mails',
    'payment-notifications',
    'payment-presenter',
    'payment-review-service',
    'payment-wording',
    'purchase-quote',
    'teammate-invitations',
  ],
  events: ['tickets'],
  learning: ['certificate-award', 'certificate-fonts', 'policies', 'progress-service'],
  'live-classes': ['attendance-queries', 'live-class-presenter'],
  notifications: ['notification-fan-out', 'notification-presenter', 'notify-users'],
  push: ['push-delivery'],
};

const modulePublicPaths = [
  '[^/]+/[^/]+-test-helpers',
  ...Object.entries(modulePublicFiles).flatMap(([module, files]) =>
    files.map((file) => escapeRegex(`${module}/${file}`)),
  ),
].join('|');

/** A module file reaches another module with `../<module>/<file>.ts`. */
const moduleBoundaries = {
  files: ['apps/server/src/modules/*/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^\\.\\./(?!(${modulePublicPaths})\\.ts$)[^./][^/]*/`,
            message:
              'This file is internal to its module; import only the files modulePublicFiles in eslint.config.js lists (add one there if another module needs it).',
          },
        ],
      },
    ],
  },
};

/** The contract is shared by both apps and depends on neither: zod and its own files only. */
const contractImports = {
  files: ['packages/contract/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(?!zod$|\\./)',
            message:
              'The contract imports nothing but zod and its own files (docs/architecture.md).',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', 'data', '**/test-results', '**/playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...featureBoundaries,
  moduleBoundaries,
  contractImports,
  {
    // No import cycles: a module and what it imports form a tree, so each can be read, tested and
    // moved on its own. Type-only imports count too; they tie modules as tightly.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'apps/web/src/service-worker/tsconfig.json',
            'packages/contract/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
);
