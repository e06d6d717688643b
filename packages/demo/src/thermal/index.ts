/**
 * Thermal model of homes heated by smart radiators: seeded homes and households, UK weather, and an hour-by-hour
 * record of every radiator (energy, temperatures, humidity, heating hours) for the demo heating data.
 */
export { LOCATIONS } from './climate.ts';
export { generateHomes, type SimulatedHome } from './homes.ts';
export { type RadiatorHour, simulateHome } from './simulate.ts';
