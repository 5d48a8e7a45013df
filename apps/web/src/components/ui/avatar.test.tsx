import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, getInitials } from './avatar';

describe('Avatar', () => {
  it('shows the image with the name as alt text', () => {
    render(<Avatar src="/media/profile/nadia.webp" name="Nadia Rahman" />);
    expect(screen.getByRole('img', { name: 'Nadia Rahman' })).toHaveAttribute(
      'src',
      '/media/profile/nadia.webp',
    );
  });

  it('falls back to initials when the image is missing or broken', () => {
    const { rerender } = render(<Avatar src={null} name="Nadia Rahman" />);
    expect(screen.getByRole('img', { name: 'Nadia Rahman' })).toHaveTextContent('NR');

    rerender(<Avatar src="/media/broken.webp" name="Nadia Rahman" />);
    fireEvent.error(screen.getByRole('img', { name: 'Nadia Rahman' }));
    expect(screen.getByRole('img', { name: 'Nadia Rahman' })).toHaveTextContent('NR');
    expect(screen.getByRole('img', { name: 'Nadia Rahman' }).tagName).toBe('SPAN');
  });

  it('falls back to a generic picture without a name', () => {
    render(<Avatar />);
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveTextContent('');
  });

  it('builds initials from the first and last word', () => {
    expect(getInitials('Md. Abdul Karim')).toBe('MK');
    expect(getInitials('Nadia')).toBe('N');
    expect(getInitials('  ')).toBe('');
  });
});
