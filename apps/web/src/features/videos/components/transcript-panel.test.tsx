import type { LessonPlayback } from '@academy/contract/videos';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { createTestQueryClient } from '../../../test/render-app';
import { changeLanguage } from '../../../lib/i18n';
import { TranscriptPanel, transcriptLanguage } from './transcript-panel';

const vtt = {
  en: 'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nPrediction and causation\n\n00:00:03.000 --> 00:00:06.000\nA test pattern and a tone.\n',
  bn: 'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nভবিষ্যদ্বাণী ও কার্যকারণ\n\n00:00:03.000 --> 00:00:06.000\nএকটি পরীক্ষামূলক ছবি ও সুর।\n',
};

const playback = {
  asset_id: 4,
  token: '9.1.fresh',
  captions: [
    { language: 'en', url: '/api/videos/4/captions-en.vtt?t=9.0.old' },
    { language: 'bn', url: '/api/videos/4/captions-bn.vtt?t=9.0.old' },
  ],
} as unknown as LessonPlayback;

function renderPanel(captions: 'off' | 'en' | 'bn' = 'off') {
  const requests = mockFetch(({ path, url }) => {
    expect(url.searchParams.get('t')).toBe('9.1.fresh');
    return new Response(path.endsWith('bn.vtt') ? vtt.bn : vtt.en);
  });
  const video = createRef<HTMLVideoElement>();
  const element = document.createElement('video');
  (video as { current: HTMLVideoElement }).current = element;
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <TranscriptPanel video={video} playback={playback} captions={captions} />
    </QueryClientProvider>,
  );
  return { element, requests };
}

describe('TranscriptPanel', () => {
  it('takes the chosen captions, else the page language, else the first track', () => {
    expect(transcriptLanguage(['en', 'bn'], 'bn', 'en')).toBe('bn');
    expect(transcriptLanguage(['en', 'bn'], 'off', 'bn')).toBe('bn');
    expect(transcriptLanguage(['en'], 'off', 'bn')).toBe('en');
    expect(transcriptLanguage([], 'off', 'en')).toBeNull();
  });

  it('marks the playing cue, seeks on a click and counts search matches', async () => {
    const { element } = renderPanel();
    const panel = await screen.findByRole('region', { name: /Transcript/ });
    const cue = await within(panel).findByRole('button', { name: /Play from 0:03/ });
    expect(cue).toHaveTextContent('A test pattern and a tone.');
    act(() => {
      element.currentTime = 3.5;
      element.dispatchEvent(new Event('timeupdate'));
    });
    expect(cue).toHaveAttribute('aria-current', 'true');
    expect(within(panel).getByRole('button', { name: /Play from 0:00/ })).not.toHaveAttribute(
      'aria-current',
    );
    fireEvent.click(within(panel).getByRole('button', { name: /Play from 0:00/ }));
    expect(element.currentTime).toBe(0);

    await userEvent.type(
      within(panel).getByRole('searchbox', { name: 'Search the transcript' }),
      'a',
    );
    expect(within(panel).getByRole('status')).toHaveTextContent('7 matches');
    expect(panel.querySelectorAll('mark')).toHaveLength(7);
    await userEvent.type(within(panel).getByRole('searchbox'), 'zz');
    expect(within(panel).getByRole('status')).toHaveTextContent('No matches');
  });

  it('reads the Bangla track on a Bangla page and counts in Bangla digits', async () => {
    await changeLanguage('bn');
    renderPanel('off');
    const panel = await screen.findByRole('region', { name: /প্রতিলিপি/ });
    await within(panel).findByText('একটি পরীক্ষামূলক ছবি ও সুর।');
    await userEvent.type(within(panel).getByRole('searchbox'), 'ও');
    expect(within(panel).getByRole('status')).toHaveTextContent('২টি মিল পাওয়া গেছে');
    expect(within(panel).getByRole('button', { name: /০:০৩ থেকে চালান/ })).toBeInTheDocument();
  });
});
