import type {
  PcbAreaPriceRow,
  PcbConfig,
  PcbQuantityRow,
  Specification,
  SpecificationProperty,
} from './config-types.ts';
import { PROPERTY_NAMES_EN, SPECIFICATION_ALERTS_EN, SPECIFICATION_DESCRIPTIONS_EN, SPECIFICATION_NAMES_EN } from './demo-config-english.ts';

/**
 * A realistic configuration for a Vietnamese PCB service, in VND.
 * The server seeds it and the tests price against it, so changing a number here changes the
 * worked examples in the tests.
 *
 * Id ranges keep the forms apart: fabrication specifications 1–49 (properties 101–499),
 * assembly 51–79 (501–799), stencil 81–99 (801–999).
 *
 * The price tables are shaped so that a board never gets cheaper as it grows within a type: the
 * stepped price just below a row's area stays under that row's price (the property test in
 * `pricing-properties.test.ts` checks it). Aluminium cannot have 4 layers by construction: each
 * type has its own layer question and the aluminium type offers 1 layer only.
 *
 * English names (English mode) come from demo-config-english.ts for specifications and
 * properties, and are written beside the Vietnamese ones for the other rows.
 */

/** Spec fields every specification repeats; each entry below names what differs. */
function specification(fields: Pick<Specification, 'id' | 'name' | 'short_name'> & Partial<Specification>): Specification {
  return {
    name_en: SPECIFICATION_NAMES_EN[fields.id] ?? null,
    description: null,
    description_en: SPECIFICATION_DESCRIPTIONS_EN[fields.id] ?? null,
    alert: null,
    alert_en: SPECIFICATION_ALERTS_EN[fields.id] ?? null,
    image_id: null,
    input_type: 1,
    specification_type: 1,
    parent_id: null,
    group_id: null,
    pcb_type_id: null,
    is_require: false,
    unit: null,
    min_value: null,
    ...fields,
  };
}

function property(
  id: number,
  specificationId: number,
  name: string,
  fields: Partial<Omit<SpecificationProperty, 'id' | 'pcb_specification_id' | 'name'>> = {},
): SpecificationProperty {
  return {
    id,
    name,
    name_en: PROPERTY_NAMES_EN[id] ?? null,
    pcb_specification_id: specificationId,
    property_default: false,
    increase_price: 0,
    setup_fee: 0,
    short_name: null,
    property_mask: null,
    min_quantity: null,
    max_quantity: null,
    ...fields,
  };
}

/** Area rows: [m², VND per board, increase_price %, increase_area %]. */
function areaRows(rows: readonly (readonly [number, number, number, number])[]): PcbAreaPriceRow[] {
  return rows.map(([area, price, increase_price, increase_area]) => ({ area, price, increase_price, increase_area }));
}

/** Quantity rows: [boards, decrease_price %, show_list]. */
function quantityRows(rows: readonly (readonly [number, number, boolean])[]): PcbQuantityRow[] {
  return rows.map(([quantity, decrease_price, show_list]) => ({ quantity, decrease_price, show_list }));
}

const FR4_QUANTITIES = quantityRows([
  [5, 0, true],
  [10, 5, true],
  [15, 7, false],
  [20, 10, true],
  [30, 12, true],
  [50, 15, true],
  [100, 20, true],
  [150, 22, false],
  [200, 25, true],
  [300, 27, false],
  [500, 30, true],
  [1000, 35, true],
]);

const ALUMINIUM_QUANTITIES = quantityRows([
  [5, 0, true],
  [10, 5, true],
  [20, 8, true],
  [50, 12, true],
  [100, 16, true],
  [200, 20, true],
  [500, 25, true],
]);

/** Fabrication property ids the tests and the seed refer to by meaning. */
export const DEMO_IDS = {
  types: { fr4: 1, fourLayer: 2, aluminium: 3 },
  oneLayer: 101,
  twoLayers: 102,
  fourLayers: 103,
  innerCopperOneOz: 105,
  aluminiumOneLayer: 106,
  thermalTwoW: 108,
  thickness04: 110,
  thickness06: 111,
  thickness16: 115,
  maskGreen: 120,
  maskRed: 121,
  maskWhite: 124,
  maskBlack: 125,
  silkWhite: 130,
  silkBlack: 131,
  hasl: 140,
  enig: 142,
  copperOneOz: 150,
  copperTwoOz: 151,
  track02: 160,
  track01: 162,
  hole02: 172,
  goldFingersNo: 180,
  goldFingersYes: 181,
  castellatedNo: 190,
  castellatedYes: 191,
  assembly: { smdOnly: 501, thtOnly: 503, oneSide: 511, twoSides: 512, under50: 521, partsByCustomer: 531, qty1: 541, qty10: 542, qty50: 543, qty200: 544, bgaNo: 551, bgaYes: 552 },
  stencil: { size30x40: 2, framed37x47: 3, thickness012: 802, bothSides: 813, electropolish: 822 },
} as const;

const GROUPS = [
  { id: 1, name: 'Thông số cơ bản', name_en: 'Basic specifications' },
  { id: 2, name: 'Lớp phủ và bề mặt', name_en: 'Solder mask and finish' },
  { id: 3, name: 'Yêu cầu kỹ thuật', name_en: 'Technical requirements' },
  { id: 4, name: 'Ghép panel', name_en: 'Panelization' },
];

const FABRICATION_SPECIFICATIONS: Specification[] = [
  specification({ id: 1, name: 'Số lớp', short_name: 'layers', group_id: 1, pcb_type_id: 1 }),
  specification({ id: 2, name: 'Số lớp', short_name: 'layers', group_id: 1, pcb_type_id: 2 }),
  specification({ id: 3, name: 'Độ dày đồng lớp trong', short_name: 'inner_copper', group_id: 1, pcb_type_id: 2 }),
  specification({ id: 4, name: 'Số lớp', short_name: 'layers', group_id: 1, pcb_type_id: 3 }),
  specification({
    id: 5,
    name: 'Độ dẫn nhiệt',
    short_name: 'thermal_conductivity',
    group_id: 1,
    pcb_type_id: 3,
    description: '<p>Nhôm 2,0 W/m·K cho đèn LED công suất lớn và mạch nguồn.</p>',
  }),
  specification({ id: 10, name: 'Độ dày bo', short_name: 'thickness', group_id: 1, input_type: 2, unit: 'mm' }),
  specification({
    id: 11,
    name: 'Màu phủ (solder mask)',
    short_name: 'mask_colour',
    group_id: 2,
    specification_type: 2,
    description: '<p>Xanh lá giao nhanh nhất; các màu khác thêm chi phí mực.</p>',
  }),
  specification({ id: 12, name: 'Màu chữ (silkscreen)', short_name: 'silkscreen', group_id: 2, specification_type: 2 }),
  specification({ id: 13, name: 'Xử lý bề mặt', short_name: 'surface_finish', group_id: 2, input_type: 2 }),
  specification({ id: 14, name: 'Độ dày đồng', short_name: 'copper_weight', group_id: 3 }),
  specification({ id: 15, name: 'Đường mạch / khoảng cách tối thiểu', short_name: 'min_track', group_id: 3, input_type: 2 }),
  specification({ id: 16, name: 'Lỗ khoan tối thiểu', short_name: 'min_hole', group_id: 3, input_type: 2 }),
  specification({
    id: 17,
    name: 'Gold finger (chân cắm mạ vàng cứng)',
    short_name: 'gold_fingers',
    group_id: 3,
    alert: 'Gold finger cần bo dày từ 0,8 mm và cạnh vát 45°.',
  }),
  specification({
    id: 18,
    name: 'Lỗ nửa (castellated holes)',
    short_name: 'castellated',
    group_id: 3,
    alert: 'Lỗ nửa cần đường kính từ 0,6 mm và bo từ 2 lớp trở lên.',
  }),
  specification({ id: 19, name: 'Viền công nghệ (edge rails)', short_name: 'edge_rails', group_id: 4 }),
  specification({
    id: 20,
    name: 'Độ rộng viền',
    short_name: 'edge_rail_width',
    group_id: 4,
    parent_id: 19,
    input_type: 4,
    unit: 'mm',
    min_value: 4,
  }),
  specification({ id: 21, name: 'Ghép panel', short_name: 'panelize', group_id: 4 }),
  specification({ id: 22, name: 'Số hàng', short_name: 'panel_rows', group_id: 4, parent_id: 21, input_type: 4, min_value: 1 }),
  specification({ id: 23, name: 'Số cột', short_name: 'panel_columns', group_id: 4, parent_id: 21, input_type: 4, min_value: 1 }),
];

const FABRICATION_PROPERTIES: SpecificationProperty[] = [
  property(101, 1, '1 lớp', { increase_price: -10 }),
  property(102, 1, '2 lớp', { property_default: true }),
  property(103, 2, '4 lớp', { property_default: true }),
  property(104, 3, '0,5 oz', { property_default: true }),
  property(105, 3, '1 oz', { increase_price: 8 }),
  property(106, 4, '1 lớp (nhôm)', { property_default: true }),
  property(107, 5, '1,0 W/m·K', { property_default: true }),
  property(108, 5, '2,0 W/m·K', { increase_price: 15 }),
  property(110, 10, '0,4 mm', { increase_price: 10 }),
  property(111, 10, '0,6 mm', { increase_price: 5 }),
  property(112, 10, '0,8 mm', { increase_price: 3 }),
  property(113, 10, '1,0 mm'),
  property(114, 10, '1,2 mm'),
  property(115, 10, '1,6 mm', { property_default: true }),
  property(116, 10, '2,0 mm', { increase_price: 10 }),
  property(120, 11, 'Xanh lá', { property_default: true, property_mask: '#1f7a3a' }),
  property(121, 11, 'Đỏ', { increase_price: 3, property_mask: '#b3262e' }),
  property(122, 11, 'Vàng', { increase_price: 3, property_mask: '#e0b21a' }),
  property(123, 11, 'Xanh dương', { increase_price: 3, property_mask: '#1d4e9e' }),
  property(124, 11, 'Trắng', { increase_price: 5, property_mask: '#f4f4f4' }),
  property(125, 11, 'Đen', { increase_price: 5, property_mask: '#1b1b1b' }),
  property(126, 11, 'Tím nhám', { increase_price: 8, property_mask: '#5b2a86' }),
  property(130, 12, 'Trắng', { property_default: true, property_mask: '#ffffff' }),
  property(131, 12, 'Đen', { property_mask: '#111111' }),
  property(140, 13, 'HASL có chì', { property_default: true }),
  property(141, 13, 'HASL không chì', { increase_price: 5 }),
  property(142, 13, 'ENIG (mạ vàng hóa học)', { increase_price: 15, setup_fee: 100_000 }),
  property(143, 13, 'OSP'),
  property(150, 14, '1 oz (35 µm)', { property_default: true }),
  property(151, 14, '2 oz (70 µm)', { increase_price: 25 }),
  property(160, 15, '0,2 mm (8 mil)', { property_default: true }),
  property(161, 15, '0,15 mm (6 mil)', { increase_price: 5 }),
  property(162, 15, '0,1 mm (4 mil)', { increase_price: 15 }),
  property(170, 16, '0,3 mm', { property_default: true }),
  property(171, 16, '0,25 mm', { increase_price: 5 }),
  property(172, 16, '0,2 mm', { increase_price: 10 }),
  property(180, 17, 'Không', { property_default: true }),
  property(181, 17, 'Có', { increase_price: 10, setup_fee: 150_000 }),
  property(190, 18, 'Không', { property_default: true }),
  property(191, 18, 'Có', { increase_price: 20, setup_fee: 200_000 }),
  property(200, 19, 'Không', { property_default: true }),
  property(201, 19, 'Có (2 cạnh)'),
  property(210, 21, 'Không ghép', { property_default: true }),
  property(211, 21, 'Ghép theo hàng × cột'),
];

const ASSEMBLY_SPECIFICATIONS: Specification[] = [
  specification({ id: 51, name: 'Loại linh kiện', short_name: 'component_kind', input_type: 3, is_require: true }),
  specification({ id: 52, name: 'Số mặt lắp ráp', short_name: 'sides', input_type: 3, is_require: true }),
  specification({ id: 53, name: 'Số linh kiện mỗi bo', short_name: 'parts_per_board', input_type: 2, is_require: true }),
  specification({
    id: 54,
    name: 'Nguồn linh kiện',
    short_name: 'parts_source',
    input_type: 3,
    is_require: true,
    description: '<p>Shop mua hộ: linh kiện được báo giá riêng theo BOM.</p>',
  }),
  specification({ id: 55, name: 'Số lượng bo', short_name: 'quantity', input_type: 3, is_require: true }),
  specification({ id: 56, name: 'Có BGA / QFN', short_name: 'bga', input_type: 3 }),
  specification({ id: 57, name: 'Phủ keo bảo vệ (conformal coating)', short_name: 'coating', input_type: 3 }),
];

const ASSEMBLY_PROPERTIES: SpecificationProperty[] = [
  property(501, 51, 'Chỉ SMD'),
  property(502, 51, 'SMD + xuyên lỗ', { increase_price: 15 }),
  property(503, 51, 'Chỉ xuyên lỗ', { increase_price: 5 }),
  property(511, 52, '1 mặt'),
  property(512, 52, '2 mặt', { increase_price: 40 }),
  property(521, 53, 'Dưới 50'),
  property(522, 53, '50–150', { increase_price: 30 }),
  property(523, 53, '151–300', { increase_price: 70 }),
  property(524, 53, 'Trên 300', { increase_price: 120 }),
  property(531, 54, 'Khách cung cấp'),
  property(532, 54, 'Shop mua hộ', { increase_price: 5 }),
  // The quantity question: these percents are subtracted (spec §9), each only for its quantities
  // (the page follows the quantity, the server refuses a mismatch).
  property(541, 55, '1–9 bo', { min_quantity: 1, max_quantity: 9 }),
  property(542, 55, '10–49 bo', { increase_price: 10, min_quantity: 10, max_quantity: 49 }),
  property(543, 55, '50–199 bo', { increase_price: 20, min_quantity: 50, max_quantity: 199 }),
  property(544, 55, 'Từ 200 bo', { increase_price: 30, min_quantity: 200 }),
  property(551, 56, 'Không', { property_default: true }),
  property(552, 56, 'Có (kiểm tra X-ray)', { increase_price: 25 }),
  property(561, 57, 'Không', { property_default: true }),
  property(562, 57, 'Có', { increase_price: 15 }),
];

const STENCIL_SPECIFICATIONS: Specification[] = [
  specification({ id: 81, name: 'Độ dày thép', short_name: 'steel_thickness', unit: 'mm' }),
  specification({ id: 82, name: 'Mặt stencil', short_name: 'stencil_side' }),
  specification({ id: 83, name: 'Đánh bóng điện hóa', short_name: 'electropolish' }),
];

const STENCIL_PROPERTIES: SpecificationProperty[] = [
  property(801, 81, '0,10 mm'),
  property(802, 81, '0,12 mm', { property_default: true }),
  property(803, 81, '0,15 mm', { increase_price: 5 }),
  property(811, 82, 'Mặt trên', { property_default: true }),
  property(812, 82, 'Mặt dưới'),
  property(813, 82, 'Cả hai mặt (trên + dưới)', { increase_price: 80 }),
  property(821, 83, 'Không', { property_default: true }),
  property(822, 83, 'Có', { increase_price: 20 }),
];

/** The demo configuration (prices in VND). */
export const DEMO_PCB_CONFIG: PcbConfig = {
  pcb_types: [
    {
      id: 1,
      name: 'FR-4 1–2 lớp',
      name_en: 'FR-4 1–2 layers',
      // Unset: the 650 mm default of spec §9 applies.
      max_width: null,
      max_height: null,
      image_id: null,
      pcb_quantities: FR4_QUANTITIES,
      pcb_area_prices: areaRows([
        [0.0025, 8_000, 15, 20],
        [0.01, 25_000, 8, 10],
        [0.05, 105_000, 8, 10],
        [0.1, 185_000, 8, 10],
        [0.25, 400_000, 7, 10],
      ]),
    },
    {
      id: 2,
      name: 'FR-4 4 lớp',
      name_en: 'FR-4 4 layers',
      max_width: 450,
      max_height: 550,
      image_id: null,
      pcb_quantities: FR4_QUANTITIES,
      pcb_area_prices: areaRows([
        [0.0025, 20_000, 15, 20],
        [0.01, 65_000, 8, 10],
        [0.05, 275_000, 8, 10],
        [0.1, 480_000, 8, 10],
        [0.25, 1_050_000, 7, 10],
      ]),
    },
    {
      id: 3,
      name: 'Nhôm (aluminium)',
      name_en: 'Aluminium',
      max_width: 480,
      max_height: 580,
      image_id: null,
      pcb_quantities: ALUMINIUM_QUANTITIES,
      pcb_area_prices: areaRows([
        [0.0025, 12_000, 15, 20],
        [0.01, 38_000, 8, 10],
        [0.05, 160_000, 8, 10],
        [0.1, 280_000, 8, 10],
        [0.25, 600_000, 7, 10],
      ]),
    },
  ],
  specification_groups: GROUPS,
  specifications: FABRICATION_SPECIFICATIONS,
  specification_properties: FABRICATION_PROPERTIES,
  property_disables: [
    // White mask rules out white silkscreen; black mask rules out black silkscreen.
    { property_id: 124, disable_id: 130 },
    { property_id: 125, disable_id: 131 },
    // 2 oz copper cannot be etched to 4 mil tracks.
    { property_id: 151, disable_id: 162 },
    // Gold fingers need a board of at least 0.8 mm.
    { property_id: 110, disable_id: 181 },
    { property_id: 111, disable_id: 181 },
    // Castellated holes are plated: not on single-sided FR-4 nor on aluminium.
    { property_id: 101, disable_id: 191 },
    { property_id: 106, disable_id: 191 },
    // Aluminium cores are not made thinner than 0.8 mm here.
    { property_id: 106, disable_id: 110 },
    { property_id: 106, disable_id: 111 },
    // Through-hole-only assembly has no BGA.
    { property_id: 503, disable_id: 552 },
  ],
  setup_width_fees: [
    { pcb_width: 0, price: 150_000 },
    { pcb_width: 120, price: 200_000 },
    { pcb_width: 200, price: 260_000 },
    { pcb_width: 300, price: 350_000 },
    { pcb_width: 450, price: 450_000 },
  ],
  setup_quantity_fees: [
    { pcb_quantity: 100, price: 50_000 },
    { pcb_quantity: 500, price: 150_000 },
    { pcb_quantity: 1000, price: 250_000 },
  ],
  panel_ways: [
    { numrows: 1, numcols: 1, increase_price: 0 },
    { numrows: 1, numcols: 2, increase_price: 5 },
    { numrows: 2, numcols: 1, increase_price: 5 },
    { numrows: 2, numcols: 2, increase_price: 8 },
    { numrows: 2, numcols: 3, increase_price: 10 },
    { numrows: 3, numcols: 2, increase_price: 10 },
    { numrows: 3, numcols: 3, increase_price: 12 },
    { numrows: 4, numcols: 4, increase_price: 15 },
    { numrows: 5, numcols: 5, increase_price: 18 },
  ],
  build_times: [
    { id: 1, times: 5, price: 0 },
    { id: 2, times: 3, price: 200_000 },
    { id: 3, times: 2, price: 400_000 },
    { id: 4, times: 1, price: 800_000 },
  ],
  deadlines: [
    { id: 1, area: 0, times: 5 },
    { id: 2, area: 0.5, times: 6 },
    { id: 3, area: 1, times: 7 },
    { id: 4, area: 3, times: 9 },
    { id: 5, area: 5, times: 12 },
    { id: 6, area: 10, times: 15 },
  ],
  assembly: {
    areas: [
      { id: 1, name: 'Đến 50 × 50 mm', name_en: 'Up to 50 × 50 mm', area: 0.0025, price: 60_000, increase_price: 6, increase_area: 20 },
      { id: 2, name: 'Từ 100 × 100 mm', name_en: 'From 100 × 100 mm', area: 0.01, price: 120_000, increase_price: 5, increase_area: 10 },
      { id: 3, name: 'Từ 250 × 200 mm', name_en: 'From 250 × 200 mm', area: 0.05, price: 380_000, increase_price: 6, increase_area: 10 },
      { id: 4, name: 'Từ 250 × 400 mm', name_en: 'From 250 × 400 mm', area: 0.1, price: 650_000, increase_price: 5, increase_area: 10 },
    ],
    specifications: ASSEMBLY_SPECIFICATIONS,
    properties: ASSEMBLY_PROPERTIES,
    quantity_specification_id: 55,
  },
  stencil: {
    sizes: [
      { id: 1, name: 'Không khung 20 × 30 cm', name_en: 'Frameless 20 × 30 cm', price: 350_000 },
      { id: 2, name: 'Không khung 30 × 40 cm', name_en: 'Frameless 30 × 40 cm', price: 450_000 },
      { id: 3, name: 'Có khung 37 × 47 cm', name_en: 'Framed 37 × 47 cm', price: 650_000 },
      { id: 4, name: 'Có khung 42 × 52 cm', name_en: 'Framed 42 × 52 cm', price: 800_000 },
      { id: 5, name: 'Có khung 58,4 × 58,4 cm', name_en: 'Framed 58.4 × 58.4 cm', price: 1_100_000 },
    ],
    specifications: STENCIL_SPECIFICATIONS,
    properties: STENCIL_PROPERTIES,
  },
  quotes: [
    {
      id: 1,
      name: 'PCB mạch dẻo (Flex)',
      name_en: 'Flexible PCB (flex)',
      description: 'Mạch in dẻo polyimide 1–2 lớp, có hoặc không có gia cường (stiffener).',
      description_en: 'Polyimide flexible circuits, 1–2 layers, with or without stiffeners.',
    },
    {
      id: 2,
      name: 'PCB cứng - dẻo (Rigid-flex)',
      name_en: 'Rigid-flex PCB',
      description: 'Bo kết hợp phần cứng FR-4 và phần dẻo polyimide, báo giá theo thiết kế.',
      description_en: 'Boards combining rigid FR-4 and flexible polyimide sections, quoted per design.',
    },
    {
      id: 3,
      name: 'PCB từ 6 lớp trở lên',
      name_en: 'PCB with 6 layers or more',
      description: 'Bo nhiều lớp, trở kháng kiểm soát, via mù/chôn theo yêu cầu.',
      description_en: 'Multilayer boards, controlled impedance, blind and buried vias on request.',
    },
    {
      id: 4,
      name: 'PCB nền Rogers / cao tần',
      name_en: 'Rogers / high-frequency PCB',
      description: 'Vật liệu cao tần (Rogers, Taconic) cho mạch RF và anten.',
      description_en: 'High-frequency materials (Rogers, Taconic) for RF circuits and antennas.',
    },
  ],
};
