import { describe, expect, test } from 'vitest';
import { AdView, NotificationBanner, NotificationPageParams } from './page-area-schemas.ts';
import { AD_POSITIONS, firstSupportLink, NOTIFICATION_ICONS, NOTIFICATION_PAGE_TYPES, sideAdsFit, supportersOn, supportLink, type SupporterContacts } from './page-areas.ts';

const none: SupporterContacts = { yahoo: null, skype: null, msn: null, email: null, mobile: null };

describe('sideAdsFit (spec §9: 1060 + 2x150 − 90, our content 1240 px wide)', () => {
  test('the side banners need 1450 px with the 1240 px page', () => {
    expect(sideAdsFit(1449)).toBe(false);
    expect(sideAdsFit(1450)).toBe(true);
    expect(sideAdsFit(1920)).toBe(true);
    expect(sideAdsFit(390)).toBe(false);
  });

  test("with the spec's own 1060 px page the threshold is the spec's 1270", () => {
    expect(sideAdsFit(1269, 1060)).toBe(false);
    expect(sideAdsFit(1270, 1060)).toBe(true);
  });
});

describe('supportLink (spec §2 support widget links, §3 yahoo = Zalo, msn = Messenger)', () => {
  test('each channel reads its own field and links the way the channel opens', () => {
    const all: SupporterContacts = { yahoo: '0912 345 678', skype: 'live:linhkien.sales', msn: 'linhkienviet.sales', email: 'sales@linhkien.vn', mobile: '+84 912-345-678' };
    expect(supportLink(all, 'zalo')).toBe('https://zalo.me/0912345678');
    expect(supportLink(all, 'skype')).toBe('skype:live%3Alinhkien.sales?chat');
    expect(supportLink(all, 'messenger')).toBe('https://m.me/linhkienviet.sales');
    expect(supportLink(all, 'email')).toBe('mailto:sales@linhkien.vn');
    expect(supportLink(all, 'phone')).toBe('tel:+84912345678');
  });

  test('a whole Facebook profile address is kept; an empty or blank contact is no link', () => {
    expect(supportLink({ ...none, msn: 'https://www.facebook.com/linhkienviet' }, 'messenger')).toBe('https://www.facebook.com/linhkienviet');
    expect(supportLink({ ...none, skype: '   ' }, 'skype')).toBeNull();
    expect(supportLink(none, 'email')).toBeNull();
  });
});

describe('supportersOn', () => {
  const groups = [
    { name: 'Bán hàng', supporters: [{ ...none, name: 'An', yahoo: '0901' }, { ...none, name: 'Bình', email: 'b@x.vn' }] },
    { name: 'Kỹ thuật', supporters: [{ ...none, name: 'Chi', email: 'c@x.vn' }] },
  ];

  test('keeps only supporters having the channel, each with its link, and drops emptied groups', () => {
    expect(supportersOn(groups, 'zalo')).toEqual([{ name: 'Bán hàng', supporters: [{ ...none, name: 'An', yahoo: '0901', link: 'https://zalo.me/0901' }] }]);
    expect(supportersOn(groups, 'email').map((group) => group.supporters.map((supporter) => supporter.name))).toEqual([['Bình'], ['Chi']]);
    expect(supportersOn(groups, 'skype')).toEqual([]);
  });

  test('the chat-now link takes Zalo first, then Messenger, phone, Skype, e-mail', () => {
    expect(firstSupportLink({ ...none, email: 'a@b.vn', mobile: '0901' })).toBe('tel:0901');
    expect(firstSupportLink({ ...none, msn: 'shop', yahoo: '0901' })).toBe('https://zalo.me/0901');
    expect(firstSupportLink(none)).toBeNull();
  });
});

describe('the API schemas list the same values as the rules', () => {
  test('page types, icons and ad positions', () => {
    const literals = (schema: { anyOf: { const: string }[] }) => schema.anyOf.map((member) => member.const);
    expect(literals(NotificationPageParams.properties.type)).toEqual([...NOTIFICATION_PAGE_TYPES]);
    expect(literals(NotificationBanner.properties.icon)).toEqual([...NOTIFICATION_ICONS]);
    expect(literals(AdView.properties.position)).toEqual([...AD_POSITIONS]);
  });
});
