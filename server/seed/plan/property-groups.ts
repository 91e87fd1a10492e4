/** A filter group before it is numbered. */
export interface PropertyGroupDefinition {
  key: string;
  /** Vietnamese name. */
  name: string;
  nameEn: string;
}

/** Fixed filter groups, in display order; attribute groups follow them. */
export const PACKAGE_GROUP: PropertyGroupDefinition = { key: 'package', name: 'Kiểu chân', nameEn: 'Package' };
export const LIBRARY_TYPE_GROUP: PropertyGroupDefinition = {
  key: 'library-type',
  name: 'Loại linh kiện',
  nameEn: 'Library type',
};
export const TOLERANCE_GROUP: PropertyGroupDefinition = { key: 'tolerance', name: 'Sai số', nameEn: 'Tolerance' };
export const RESISTANCE_GROUP: PropertyGroupDefinition = { key: 'resistance', name: 'Điện trở', nameEn: 'Resistance' };
export const CAPACITANCE_GROUP: PropertyGroupDefinition = {
  key: 'capacitance',
  name: 'Điện dung',
  nameEn: 'Capacitance',
};
export const INDUCTANCE_GROUP: PropertyGroupDefinition = { key: 'inductance', name: 'Điện cảm', nameEn: 'Inductance' };
export const VOLTAGE_GROUP: PropertyGroupDefinition = { key: 'voltage', name: 'Điện áp', nameEn: 'Voltage' };

export const FIXED_PROPERTY_GROUPS: readonly PropertyGroupDefinition[] = [
  PACKAGE_GROUP,
  LIBRARY_TYPE_GROUP,
  TOLERANCE_GROUP,
  RESISTANCE_GROUP,
  CAPACITANCE_GROUP,
  INDUCTANCE_GROUP,
  VOLTAGE_GROUP,
];

/** Prefix of groups made from supplier attributes, e.g. `attribute-supply-voltage`. */
export const ATTRIBUTE_GROUP_PREFIX = 'attribute-';
