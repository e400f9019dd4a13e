import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTop } from '@/app/shell/use-scroll-to-top';

function Page({ name }: { name: string }) {
  useScrollToTop();
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      <Link to="/b">To b</Link>
      <Link to="/b?category=3">Chip</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderPages() {
  return render(
    <MemoryRouter initialEntries={['/a']}>
      <Routes>
        <Route path="/a" element={<Page name="A" />} />
        <Route path="/b" element={<Page name="B" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a new page starts at its top', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls up when a link leads to another page, not on the first page or a query change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderPages();
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'To b' }));
    expect(screen.getByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    await userEvent.click(screen.getByRole('link', { name: 'Chip' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('leaves Back to the browser', async () => {
    renderPages();
    await userEvent.click(screen.getByRole('link', { name: 'To b' }));
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'A' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
