import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../../storage/storage.ts';
import { bulkInsert } from '../bulk-insert.ts';
import { storeDrawnImages, type DrawnImage } from '../drawn-images.ts';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A drawn ad: a coloured card with a headline and a line under it, no stock pictures. */
function drawAd(key: string, width: number, height: number, colour: string, lines: string[]): DrawnImage {
  const size = Math.round(Math.min(width, height) / 7);
  const text = lines
    .map((line, index) => `<text x="${width / 2}" y="${height / 2 + (index - (lines.length - 1) / 2) * size * 1.4}" font-family="sans-serif" font-size="${index === 0 ? size * 1.2 : size * 0.8}" font-weight="${index === 0 ? 700 : 400}" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" rx="12" fill="${colour}"/><path d="M0 ${height * 0.82} H${width}" stroke="#ffffff33" stroke-width="${size / 3}"/>${text}</svg>`;
  return { key: `images/seed/${key}.svg`, svg, width, height };
}

const ADS = [
  { position: 'ad_left', url: '/products?search=esp32', name: 'ESP32 giảm 10% tuần này', nameEn: 'ESP32 10% off this week', picture: drawAd('ad-left-esp32', 150, 500, '#0b4f9c', ['ESP32', '-10%', 'tuần này']) },
  { position: 'ad_right', url: '/pcb', name: 'Mạch in 2 lớp từ 5 tấm, giao 4 ngày', nameEn: '2-layer PCBs from 5 boards in 4 days', picture: drawAd('ad-right-pcb', 150, 500, '#b53a0a', ['PCB', '2 lớp', '4 ngày']) },
  { position: 'left', url: '/dich-vu', name: 'Lắp ráp SMT trọn gói', nameEn: 'Turnkey SMT assembly', picture: drawAd('ad-block-smt', 600, 200, '#17753a', ['Lắp ráp SMT', 'Từ 10 bo, báo giá trong ngày']) },
  { position: 'right', url: '/bom', name: 'Tải BOM, báo giá cả danh sách', nameEn: 'Upload a BOM, price the whole list', picture: drawAd('ad-block-bom', 600, 200, '#062b56', ['Báo giá BOM', 'Tải file, có giá ngay']) },
] as const;

const BACK_LINKS = [
  { name: 'Diễn đàn Điện tử Việt Nam', url: 'https://www.dientuvietnam.net' },
  { name: 'Hội Vô tuyến Điện tử Việt Nam', url: 'https://www.rev.org.vn' },
];

/** Supporters with every channel between them (spec §3: yahoo = Zalo id, msn = Messenger id). */
const SUPPORT_GROUPS = [
  {
    name: 'Tư vấn bán hàng',
    nameEn: 'Sales',
    supporters: [
      { name: 'Nguyễn Thu Hà', yahoo: '0912345678', skype: 'live:thuha.linhkien', msn: 'linhkienviet.ha', email: 'ha.nguyen@linhkien.vn', mobile: '0912345678' },
      { name: 'Trần Minh Quân', yahoo: '0987654321', skype: null, msn: 'linhkienviet.quan', email: 'quan.tran@linhkien.vn', mobile: '0987654321' },
    ],
  },
  {
    name: 'Hỗ trợ kỹ thuật PCB',
    nameEn: 'PCB engineering',
    supporters: [
      { name: 'Lê Hoàng Nam', yahoo: null, skype: 'live:nam.pcb', msn: null, email: 'pcb@linhkien.vn', mobile: '0903111222' },
      { name: 'Phạm Ngọc Lan', yahoo: '0905333444', skype: 'live:lan.smt', msn: 'linhkienviet.smt', email: null, mobile: null },
    ],
  },
];

/**
 * The page areas' demo content (spec §1, §2): a banner on the home page, the ads and back links,
 * one promo popup and the support widget's groups.
 */
export async function seedPageAreas(em: EntityManager, storage: Storage, now = new Date()): Promise<void> {
  await bulkInsert(em, 'notification_banners', [
    {
      page_type: 'home',
      content: 'Từ 1/12, đơn linh kiện trên 500.000 đ được miễn phí giao hàng nội thành Hà Nội và TP.HCM.',
      content_en: 'From 1 December, component orders over 500,000 VND ship free within Hanoi and Ho Chi Minh City.',
      bg_color: '#fff1cc',
      text_color: '#7a4d00',
      icon: 'info',
      created_at: now,
      updated_at: now,
    },
    {
      page_type: 'cart',
      content: 'Cửa hàng nghỉ Tết từ 26/1 đến 2/2: đơn đặt trong thời gian này giao từ 3/2.',
      content_en: 'The shop is closed for Tết from 26 January to 2 February: orders placed then ship from 3 February.',
      bg_color: '#fdecea',
      text_color: '#b42318',
      icon: 'exclamation',
      created_at: now,
      updated_at: now,
    },
  ]);
  const popupPicture = drawAd('popup-black-friday', 560, 260, '#c2410c', ['Tuần lễ vàng', 'Giảm đến 15% tụ, trở, cuộn cảm']);
  const imageIds = await storeDrawnImages(em, storage, [...ADS.map((ad) => ad.picture), popupPicture]);
  await bulkInsert(
    em,
    'ads',
    ADS.map((ad, sort) => ({ position: ad.position, url: ad.url, image_id: imageIds.get(ad.picture.key), name: ad.name, name_en: ad.nameEn, sort, created_at: now, updated_at: now })),
  );
  await bulkInsert(em, 'back_links', BACK_LINKS.map((link, sort) => ({ ...link, sort, created_at: now, updated_at: now })));
  await bulkInsert(em, 'promo_popups', [
    {
      title: 'Tuần lễ vàng linh kiện thụ động',
      title_en: 'Passive components week',
      content: 'Giảm đến 15% cho tụ gốm, điện trở và cuộn cảm SMD đến hết Chủ nhật.',
      content_en: 'Up to 15% off SMD ceramic capacitors, resistors and inductors until Sunday.',
      image_id: imageIds.get(popupPicture.key),
      url: '/products?search=MLCC',
      created_at: now,
      updated_at: now,
    },
  ]);
  const groups = await bulkInsert<Record<string, unknown>, { id: number; name: string }>(
    em,
    'support_groups',
    SUPPORT_GROUPS.map((group, sort) => ({ name: group.name, name_en: group.nameEn, sort, created_at: now, updated_at: now })),
    ['id', 'name'],
  );
  const groupId = new Map(groups.map((group) => [group.name, group.id]));
  await bulkInsert(
    em,
    'supporters',
    SUPPORT_GROUPS.flatMap((group) => group.supporters.map((supporter, sort) => ({ ...supporter, group_id: groupId.get(group.name), sort, created_at: now, updated_at: now }))),
  );
}
