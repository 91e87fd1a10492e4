/**
 * The PCB service's configuration data (spec §3: PCB type, Specification, Specification property,
 * Property disable, setup fees by width, setup quantity fees, panel ways, build time, deadlines,
 * assembly area/size, Quote). Field names are the spec's own words, snake_case, so a server
 * entity, an API response and these types map one to one.
 *
 * Units: lengths in mm, areas in m², money in whole VND (integers), every `increase_price`,
 * `increase_area` and `decrease_price` in percent. Fields the spec does not name are marked
 * "(not in the spec)" with the reason.
 *
 * English mode: rows that show a name carry `name_en` (and the specification's help and warning
 * `description_en`, `alert_en`; the custom quote's `description_en`), null when the shop has not
 * written one; the page then shows the Vietnamese text (shared/pcb/localized-name.ts). They are
 * optional because a configuration cached for offline use before they existed has none.
 */

/** A quantity row of a PCB type: from `quantity` boards on, the unit price drops `decrease_price` %. */
export interface PcbQuantityRow {
  quantity: number;
  /** Percent taken off the unit price from this quantity on. */
  decrease_price: number;
  /** Whether the quantity picker and the per-quantity price list offer this quantity. */
  show_list: boolean;
}

/** An area price row: a board of `area` m² costs `price` VND each, growing in steps beyond it. */
export interface PcbAreaPriceRow {
  /** Board area in m² (width × height / 1,000,000) this row starts at. */
  area: number;
  /** VND per board at exactly `area`. */
  price: number;
  /** Percent of `price` added for every full `increase_area` step beyond `area`. */
  increase_price: number;
  /** Step size as a percent of `area` (10 means every further 10 % of the row's area). */
  increase_area: number;
}

/** A PCB type (base material and layer class) with its size limits and price tables. */
export interface PcbType {
  id: number;
  /** Display name (not in the spec: the type picker needs a label). */
  name: string;
  name_en?: string | null;
  /** Largest width in mm; null means unset (spec §9: 650 then). */
  max_width: number | null;
  /** Largest height in mm; null means unset (spec §9: 650 then). */
  max_height: number | null;
  image_id: string | null;
  pcb_quantities: PcbQuantityRow[];
  pcb_area_prices: PcbAreaPriceRow[];
}

/**
 * Specification `input_type` (spec §3): for fabrication and stencil 1 is buttons, 2 a dropdown,
 * anything else a numeric input; for assembly 3 is buttons (see `specificationControl`).
 */
export type InputType = number;

/** `specification_type` 2 shows the properties as colour swatches (spec §3). */
export const SWATCH_SPECIFICATION_TYPE = 2;

/** A specification: one question of a quote form (layers, thickness, mask colour, ...). */
export interface Specification {
  id: number;
  name: string;
  name_en?: string | null;
  short_name: string;
  /** HTML help text shown beside the question. */
  description: string | null;
  description_en?: string | null;
  /** A warning shown when the specification is answered (e.g. what a castellated hole needs). */
  alert: string | null;
  alert_en?: string | null;
  image_id: string | null;
  input_type: InputType;
  /** 2 = colour swatch; anything else plain. */
  specification_type: number;
  /** A sub-question shown under its parent specification. */
  parent_id: number | null;
  /** The display group (see `SpecificationGroup`). */
  group_id: number | null;
  /** Only for this PCB type; null = every type. Always null for assembly and stencil. */
  pcb_type_id: number | null;
  /** Must be answered before submit (spec §5 please_select_require). */
  is_require: boolean;
  /** Unit of a numeric input, e.g. 'mm'. */
  unit: string | null;
  /** Lowest value of a numeric input (not in the spec: §5 "floor at 1", edge rail 4). */
  min_value: number | null;
}

/** A heading that groups specifications on the form (not in the spec: it names `group_id`). */
export interface SpecificationGroup {
  id: number;
  name: string;
  name_en?: string | null;
}

/** One answer to a specification. */
export interface SpecificationProperty {
  id: number;
  name: string;
  name_en?: string | null;
  pcb_specification_id: number;
  /** Selected when the form opens (one per specification at most). */
  property_default: boolean;
  /** Percent added to the price when selected (negative makes it cheaper). */
  increase_price: number;
  /** VND added once to the setup fee when selected. */
  setup_fee: number;
  short_name: string | null;
  /** Swatch colour (CSS colour) for a `specification_type` 2 specification. */
  property_mask: string | null;
  /**
   * The order quantities this answer is for, both ends included; null for no limit on that side
   * (not in the spec: the assembly "from 200 boards" −30 % needs 200 boards, see
   * quantity-options.ts). Absent in a configuration cached before they existed: no limit.
   */
  min_quantity?: number | null;
  max_quantity?: number | null;
}

/** Selecting `property_id` makes `disable_id` unselectable (spec §4); one direction only. */
export interface PropertyDisable {
  property_id: number;
  disable_id: number;
}

/** Setup fee by the larger board side: from `pcb_width` mm on, `price` VND. */
export interface SetupWidthFee {
  pcb_width: number;
  price: number;
}

/** Setup fee by quantity: from `pcb_quantity` boards on, `price` VND more. */
export interface SetupQuantityFee {
  pcb_quantity: number;
  price: number;
}

/** Panelization: a panel of `numrows` × `numcols` boards adds `increase_price` % to the unit price. */
export interface PanelWay {
  numcols: number;
  numrows: number;
  increase_price: number;
}

/** A production speed the customer chooses; the first is the default (spec §4). */
export interface BuildTime {
  id: number;
  /** Working days. */
  times: number;
  /** VND added once to the order for this speed. */
  price: number;
}

/** A deadline row: orders whose total area (board area × quantity) reaches `area` m² take `times` days. */
export interface Deadline {
  id: number;
  area: number;
  /** Working days (not in the spec, which names only `area`: the row must say how long). */
  times: number;
}

/** An assembly size row: priced like a PCB area row, per assembled board. */
export interface AssemblyArea {
  id: number;
  name: string;
  name_en?: string | null;
  area: number;
  price: number;
  increase_price: number;
  increase_area: number;
}

/** A stencil size offered in the size dropdown (spec §2: first option 'Select size'). */
export interface StencilSize {
  id: number;
  name: string;
  name_en?: string | null;
  /** VND per stencil before property percents. */
  price: number;
}

/** A custom quote kind for the fourth flow, quoted by hand (spec §3 Quote). */
export interface Quote {
  id: number;
  name: string;
  name_en?: string | null;
  description: string;
  description_en?: string | null;
}

/** The assembly form's configuration. */
export interface AssemblyConfig {
  areas: AssemblyArea[];
  specifications: Specification[];
  properties: SpecificationProperty[];
  /**
   * The specification whose selected property's percent is subtracted (spec §9 "assembly price
   * subtracts a quantity-property percent"). Not in the spec as a field: it says which one it is.
   */
  quantity_specification_id: number;
}

/** The stencil form's configuration. */
export interface StencilConfig {
  sizes: StencilSize[];
  specifications: Specification[];
  properties: SpecificationProperty[];
}

/** Everything the PCB quote forms and the price functions read. */
export interface PcbConfig {
  pcb_types: PcbType[];
  specification_groups: SpecificationGroup[];
  /** Fabrication specifications (each may be limited to one type by `pcb_type_id`). */
  specifications: Specification[];
  /** Fabrication properties. */
  specification_properties: SpecificationProperty[];
  /** Disables for every form (property ids are unique across fabrication, assembly and stencil). */
  property_disables: PropertyDisable[];
  setup_width_fees: SetupWidthFee[];
  setup_quantity_fees: SetupQuantityFee[];
  panel_ways: PanelWay[];
  build_times: BuildTime[];
  deadlines: Deadline[];
  assembly: AssemblyConfig;
  stencil: StencilConfig;
  quotes: Quote[];
}
