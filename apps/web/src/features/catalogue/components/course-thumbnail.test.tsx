import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseThumbnail } from './course-thumbnail';

function imageOf(path: string, eager = false) {
  const { container } = render(<CourseThumbnail path={path} categorySlug="ethics" eager={eager} />);
  const image = container.querySelector('img');
  if (!image) throw new Error('no image');
  return image;
}

describe('course thumbnails', () => {
  it('offer the card copy of an uploaded thumbnail beside the original, in a sized slot', () => {
    const image = imageOf('/media/thumbnails/3f2a.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/media/thumbnails/3f2a-card.webp 640w, /media/thumbnails/3f2a.webp 1280w',
    );
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('load the first ones at once, and take an image from elsewhere as it is', () => {
    const image = imageOf('https://images.example.org/course.jpg', true);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('loading', 'eager');
  });
});
