export declare function freePorts(count: number): number[];
