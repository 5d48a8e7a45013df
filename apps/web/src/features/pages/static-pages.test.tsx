import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const metaDescription = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  mockFetch(() => jsonResponse({}, 404));
  let meta = document.head.querySelector('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('name', 'description');
    document.head.append(meta);
  }
  meta.setAttribute('content', 'Site-wide description');
});

describe('static pages', () => {
  it.each([
    ['/about', 'About Us', 'Who we are and how we train medical and research professionals.'],
    ['/help-center', 'Help Center', 'Find the support option that suits you.'],
    ['/faq', 'Frequently Asked Questions', 'Answers to the questions learners ask most.'],
    ['/terms-of-service', 'Terms of Service', 'The rules for using the academy.'],
    ['/privacy-policy', 'Privacy Policy', 'How we collect, use and protect your data.'],
    [
      '/refund-policy',
      'Refund Policy',
      'We are still working on our refund policy. Please check back soon.',
    ],
    ['/contact', 'Contact Us', 'Send us a message and we will get back to you within 24-48 hours.'],
  ])(
    '%s has its heading, document title and meta description',
    async (path, title, description) => {
      const { unmount } = renderApp([path]);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} · Academy`));
      expect(metaDescription()).toBe(description);
      expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      unmount();
      expect(metaDescription()).toBe('Site-wide description');
    },
  );

  it('the about page shows the headline figures', async () => {
    renderApp(['/about']);
    const figures = await screen.findByRole('list', { name: 'The academy in numbers' });
    const items = within(figures).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '2+Years of teaching',
      '20+Students trained',
      '10+Expert instructors',
      '95%Success rate',
    ]);
    expect(screen.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('the terms state the age rule, Bangladesh law and the courts of Dhaka', async () => {
    renderApp(['/terms-of-service']);
    const age = await screen.findByRole('heading', { level: 2, name: '3. Age requirement' });
    expect(age.parentElement).toHaveTextContent(
      'You must be at least 18 years old to create an account. If you are under 18, you may use the academy only with the consent and supervision of a parent or legal guardian',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: '14. Governing law' }).parentElement,
    ).toHaveTextContent(
      'These terms are governed by the laws of Bangladesh. Any dispute that cannot be settled between us will be decided by the courts of Dhaka.',
    );
    // The table of contents links to every section.
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link')).toHaveLength(15);
    expect(within(toc).getByRole('link', { name: '14. Governing law' })).toHaveAttribute(
      'href',
      '#terms-law',
    );
  });

  it('the privacy policy refers to Bangladesh law and the courts of Dhaka', async () => {
    renderApp(['/privacy-policy']);
    const law = await screen.findByRole('heading', { level: 2, name: '9. Governing law' });
    expect(law.parentElement).toHaveTextContent('laws of Bangladesh');
    expect(law.parentElement).toHaveTextContent('courts of Dhaka');
  });

  it('the refund policy only says it is still being worked on', async () => {
    renderApp(['/refund-policy']);
    await screen.findByRole('heading', { level: 1, name: 'Refund Policy' });
    expect(screen.getByRole('main')).toHaveTextContent(
      /^Refund PolicyWe are still working on our refund policy\. Please check back soon\.$/,
    );
  });

  it('the help center lists the four support options', async () => {
    renderApp(['/help-center']);
    const list = await screen.findByRole('list', { name: 'Support options' });
    const options = within(list).getAllByRole('listitem');
    expect(options).toHaveLength(4);
    expect(options.map((option) => within(option).getByRole('heading').textContent)).toEqual([
      'Live chat',
      'Email support',
      'Phone support',
      'Self-help knowledge base',
    ]);
    expect(options[0]).toHaveTextContent('Monday to Friday, 9 AM to 6 PM');
    expect(options[1]).toHaveTextContent('We typically reply within 24 hours');
    expect(within(options[1]!).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:support@academy.test',
    );
    expect(within(options[2]!).getByRole('link')).toHaveAttribute('href', 'tel:+8801711000001');
    expect(within(options[3]!).getByRole('link', { name: 'Browse the FAQ' })).toHaveAttribute(
      'href',
      '/faq',
    );
  });
});

describe('static pages in Bangla', () => {
  it('the about page is in Bangla with Bangla digits', async () => {
    await i18n.changeLanguage('bn');
    renderApp(['/about']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'আমাদের সম্পর্কে' }),
    ).toBeInTheDocument();
    const figures = screen.getByRole('list', { name: 'সংখ্যায় একাডেমি' });
    expect(figures).toHaveTextContent('২+');
    expect(figures).toHaveTextContent('২০+');
    expect(figures).toHaveTextContent('১০+');
    expect(figures).toHaveTextContent('৯৫%');
    expect(screen.getByRole('main')).not.toHaveTextContent(/[0-9]/);
  });

  it('the terms show their date and numbers in Bangla', async () => {
    await i18n.changeLanguage('bn');
    renderApp(['/terms-of-service']);
    expect(await screen.findByRole('heading', { level: 1, name: 'সেবার শর্তাবলি' })).toBeVisible();
    expect(screen.getByText(/^সর্বশেষ হালনাগাদ: ২৩ নভেম্বর, ২০২৬$/)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('ঢাকার আদালতে');
  });
});
