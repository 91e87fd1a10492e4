// Short English nouns for product names where the supplier category is long, plural
// or vague. `null`: the category says nothing about what the part is ("Pre-Ordered
// Products" holds resistors and FPGAs alike), so the name carries no type word.
const LABEL_BY_CATEGORY: Readonly<Record<string, string | null>> = {
  'Chip Resistor - Surface Mount': 'Chip Resistor',
  'Multilayer Ceramic Capacitors MLCC - SMD/SMT': 'MLCC',
  'Multilayer Ceramic Capacitors MLCC - Leaded': 'Leaded MLCC',
  'Inductors (SMD)': 'SMD Inductor',
  'Through Hole Ceramic Capacitors': 'Ceramic Capacitor',
  'Aluminum Electrolytic Capacitors - Leaded': 'Aluminum Electrolytic Capacitor',
  'Aluminum Electrolytic Capacitors - SMD': 'SMD Aluminum Electrolytic Capacitor',
  'Polypropylene Film Capacitors (CBB)': 'CBB Film Capacitor',
  'Horn-Type Electrolytic Capacitors': 'Snap-in Electrolytic Capacitor',
  'Through Hole Resistors': 'Through-Hole Resistor',
  'Current Sense Resistors / Shunt Resistors': 'Current Sense Resistor',
  'Resistor Networks, Arrays': 'Resistor Array',
  'Potentiometers, Variable Resistors': 'Potentiometer',
  'Bipolar (BJT)': 'BJT Transistor',
  'IGBT Transistors / Modules': 'IGBT',
  'Thyristors (SCR)/Modules': 'Thyristor (SCR)',
  'Diodes - General Purpose': 'Rectifier Diode',
  'Fast Recovery / High Efficiency Diodes': 'Fast Recovery Diode',
  'Super Barrier Rectifiers (SBR)': 'SBR Rectifier',
  'LED Indication - Discrete': 'LED',
  'Voltage Regulators - Linear, Low Drop Out (LDO) Regulators': 'LDO Regulator',
  'Supervisor And Reset ICs': 'Supervisor IC',
  'AC-DC Controllers And Regulators': 'AC-DC Controller',
  'Power Management - Specialized': 'Power Management IC',
  'Isolators - Gate Drivers': 'Isolated Gate Driver',
  'Microcontrollers (MCU/MPU/SOC)': 'Microcontroller',
  'Digital Signal Processors (DSP/DSC)': 'DSP',
  'Programmable Logic Device (CPLDs/FPGAs)': 'CPLD/FPGA',
  'Pre-Ordered MCUs': null,
  'Pre-Ordered Products': null,
  'Global Sourcing Parts': null,
  'Analog To Digital Converters (ADC)': 'ADC',
  'Digital To Analog Converters (DAC)': 'DAC',
  'ADCs/DACs - Special Purpose': 'ADC/DAC',
  'Operational Amplifier': 'Op Amp',
  'Precision Op Amps': 'Precision Op Amp',
  'FET Input Amplifiers': 'FET Input Op Amp',
  'Programmable / Variable Gain Amplifiers (PGA/VGA)': 'PGA/VGA Amplifier',
  'Linear - Analog Multipliers, Dividers': 'Analog Multiplier',
  'ESD And Surge Protection (TVS/ESD)': 'TVS/ESD Diode',
  'Electrostatic And Surge Protection (TVS/ESD)': 'TVS/ESD Diode',
  'Gas Discharge Tube Arresters (GDT)': 'GDT Arrester',
  'Surge Protection Devices (SPDs)': 'Surge Protection Device',
  'Transistor, Photovoltaic Output Optoisolators': 'Transistor Output Optocoupler',
  'Triac, SCR Output Optoisolators': 'Triac Output Optocoupler',
  'Logic Output Optoisolators': 'Logic Output Optocoupler',
  'Solid State Relays (MOS Output)': 'Solid State Relay',
  'Buffers, Drivers, Receivers, Transceivers': 'Buffer/Transceiver',
  'Translators, Level Shifters': 'Level Shifter',
  'Signal Switches, Multiplexers, Decoders': 'Multiplexer/Decoder',
  'Analog Switches, Multiplexers': 'Analog Switch',
  'Analog Switches - Special Purpose': 'Analog Switch',
  'Counters, Dividers': 'Counter',
  'Clock Generators, PLLs, Frequency Synthesizers': 'Clock Generator',
  'Clock Buffers, Drivers, Distributors': 'Clock Buffer',
  'Interface - PCIs / PCIEs': 'PCI/PCIe Interface IC',
  'Interface - Specialized': 'Interface IC',
  'RS232 ICs': 'RS232 Transceiver',
  'RS-485 / RS-422 ICs': 'RS-485/RS-422 Transceiver',
  'Isolated RS-485/422 Transceivers': 'Isolated RS-485 Transceiver',
  'RF Misc ICs And Modules': 'RF IC',
  'Wire To Board Connector': 'Wire-to-Board Connector',
  'Board-To-Board And Backplane Connector': 'Board-to-Board Connector',
  'FFC, FPC (Flat Flexible) Connector Assemblies': 'FFC/FPC Connector',
  'Circular Connectors & Cable Connectors': 'Circular Connector',
  'Audio Connectors (Headphones)': 'Audio Jack',
  'Button And Strip Battery Connector': 'Battery Holder',
  'Brushless DC (BLDC) Motor Driver': 'BLDC Motor Driver',
  'Development Boards & Kits': 'Development Board',
  'Lighting Drivers & Controllers': 'Lighting Driver',
  'Non-Volatile Memory (ROM)': 'ROM',
  'V/F And F/V Converters': 'V/F Converter',
  'Analog Front End (AFE)': 'AFE',
};

/**
 * The short type word of a product name: an explicit label, else the category
 * with its last word made singular (`Ferrite Beads` → `Ferrite Bead`,
 * `Tactile Switches` → `Tactile Switch`), or `null` when the category is no type.
 */
export function productTypeLabel(categoryEn: string): string | null {
  if (Object.hasOwn(LABEL_BY_CATEGORY, categoryEn)) return LABEL_BY_CATEGORY[categoryEn] ?? null;
  return singularLastWord(categoryEn);
}

function singularLastWord(text: string): string {
  return text.replace(/(\w+)(\s*\([^)]*\))?$/u, (_match, word: string, suffix: string | undefined) => {
    return `${singular(word)}${suffix ?? ''}`;
  });
}

function singular(word: string): string {
  if (/[^aeiou]ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/i.test(word)) return word.slice(0, -2);
  if (/[^s]s$/i.test(word)) return word.slice(0, -1);
  return word;
}
