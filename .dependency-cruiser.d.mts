// The types of .dependency-cruiser.mjs, for the test that tries its rules.
import type { IConfiguration, ICruiseOptions, IForbiddenRuleType } from 'dependency-cruiser';

export declare const serverLayers: string[][];
export declare const webLayers: string[][];
declare const config: IConfiguration & { forbidden: IForbiddenRuleType[]; options: ICruiseOptions };
export default config;
