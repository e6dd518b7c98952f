import net from 'node:net';

/**
 * The part of an address that stands for one client: an IPv4 address whole, an IPv6 address by its /64 (what one
 * home or phone is given), so stepping through a subnet's addresses does not make new buckets.
 */
export function addressKey(ip: string): string {
  if (net.isIPv6(ip)) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    if (mapped) return mapped[1]!;
    const [head = '', tail = ''] = ip.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
  }
  return ip;
}
