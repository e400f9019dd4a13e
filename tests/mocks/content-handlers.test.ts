import { describe, expect, it } from 'vitest';
import {
  getCmsCategories,
  getContent,
  getContentList,
  getPromotions,
} from '@generated/api/cms/cms';
import { storageKeys, writeString } from '@/shared/store/local-store';

// The mock CMS behind mock mode, exercised through the generated request functions (so every
// answer is also checked against the contract by the HTTP mutator).
describe('mock backend: content', () => {
  it('lists the four footer categories with their pages', async () => {
    const { data } = await getCmsCategories();
    expect(data?.map((category) => category.name)).toEqual([
      'Footer',
      'Story',
      'Terms of use',
      'Terms of service',
    ]);
    for (const category of data ?? []) expect(category.content.length).toBeGreaterThan(1);
  });

  it('answers the static-page menu for status true, categoryId 1', async () => {
    const { data } = await getContentList({ status: true, categoryId: 1 });
    expect(data?.[0]).toEqual({ id: 1, title: 'Genel Şartlar ve Koşullar' });
    expect(data?.length).toBeGreaterThanOrEqual(4);
  });

  it('serves /pages/1 as the general terms with an HTML body', async () => {
    const { data } = await getContent({ id: 1 });
    expect(data?.title).toBe('Genel Şartlar ve Koşullar');
    expect(data?.body).toMatch(/<h2>.+<\/h2>/);
    expect(data?.body).toMatch(/<ul>(<li>.+?<\/li>)+<\/ul>/);
  });

  it('serves every page the categories link to', async () => {
    const { data } = await getCmsCategories();
    const ids = new Set((data ?? []).flatMap((category) => category.content.map(({ id }) => id)));
    for (const id of ids) {
      await expect(getContent({ id })).resolves.toMatchObject({ success: true, data: { id } });
    }
  });

  it('refuses an unknown page with a message', async () => {
    await expect(getContent({ id: 999 })).rejects.toMatchObject({
      kind: 'rejected',
      serverMessage: 'Sayfa bulunamadı.',
    });
  });

  it('has 6-8 promotions with local 16:9 images, one carrying markup that must be sanitized', async () => {
    const { data = [] } = await getPromotions();
    expect(data?.length).toBeGreaterThanOrEqual(6);
    expect(data?.length).toBeLessThanOrEqual(8);
    for (const promotion of data ?? []) {
      expect(promotion.imageUrl).toMatch(/^data:image\/svg\+xml/);
      expect(decodeURIComponent(promotion.imageUrl)).toContain('width="640" height="360"');
    }
    const unsafe = data?.filter(({ description }) => description.includes('onerror=')) ?? [];
    expect(unsafe).toHaveLength(1);
    expect(unsafe[0]?.description).toContain('<script>');
  });

  it('answers in English when x-locale is en', async () => {
    writeString(storageKeys.lang, 'en');
    await expect(getContent({ id: 1 })).resolves.toMatchObject({
      data: { title: 'General Terms and Conditions' },
    });
    await expect(getContent({ id: 999 })).rejects.toMatchObject({
      serverMessage: 'Page not found.',
    });
    const { data } = await getPromotions();
    expect(data?.[0]?.title).toBe('Welcome Bonus');
  });
});
