// Every 1.12.2 item and block: registry id, damage (blank = any damage) and display name, tab-separated.
// Copied from the shared reference data items_1_12_2.tsv (extracted from minecraft-data 3.117.0, 1.12.2).
export const ITEMS_1_12_2_TSV = `minecraft:stone		Stone
minecraft:grass		Grass Block
minecraft:dirt		Dirt
minecraft:cobblestone		Cobblestone
minecraft:planks		Wooden Planks
minecraft:sapling		Sapling
minecraft:bedrock		Bedrock
minecraft:sand		Sand
minecraft:gravel		Gravel
minecraft:gold_ore		Gold Ore
minecraft:iron_ore		Iron Ore
minecraft:coal_ore		Coal Ore
minecraft:log		Wood
minecraft:leaves		Leaves
minecraft:sponge		Sponge
minecraft:glass		Glass
minecraft:lapis_ore		Lapis Lazuli Ore
minecraft:lapis_block		Lapis Lazuli Block
minecraft:dispenser		Dispenser
minecraft:sandstone		Sandstone
minecraft:noteblock		Note Block
minecraft:golden_rail		Powered Rail
minecraft:detector_rail		Detector Rail
minecraft:sticky_piston		Sticky Piston
minecraft:web		Cobweb
minecraft:tallgrass		Grass
minecraft:deadbush		Dead Bush
minecraft:piston		Piston
minecraft:wool		Wool
minecraft:yellow_flower		Dandelion
minecraft:red_flower		Poppy
minecraft:brown_mushroom		Brown Mushroom
minecraft:red_mushroom		Red Mushroom
minecraft:gold_block		Block of Gold
minecraft:iron_block		Block of Iron
minecraft:stone_slab		Stone Slab
minecraft:brick_block		Brick
minecraft:tnt		TNT
minecraft:bookshelf		Bookshelf
minecraft:mossy_cobblestone		Moss Stone
minecraft:obsidian		Obsidian
minecraft:torch		Torch
minecraft:mob_spawner		Monster Spawner
minecraft:oak_stairs		Oak Wood Stairs
minecraft:chest		Chest
minecraft:diamond_ore		Diamond Ore
minecraft:diamond_block		Block of Diamond
minecraft:crafting_table		Crafting Table
minecraft:farmland		Farmland
minecraft:furnace		Furnace
minecraft:ladder		Ladder
minecraft:rail		Rail
minecraft:stone_stairs		Cobblestone Stairs
minecraft:lever		Lever
minecraft:stone_pressure_plate		Stone Pressure Plate
minecraft:wooden_pressure_plate		Wooden Pressure Plate
minecraft:redstone_ore		Redstone Ore
minecraft:redstone_torch		Redstone Torch
minecraft:stone_button		Stone Button
minecraft:snow_layer		Snow
minecraft:ice		Ice
minecraft:snow		Snow
minecraft:cactus		Cactus
minecraft:clay		Clay
minecraft:jukebox		Jukebox
minecraft:fence		Oak Fence
minecraft:pumpkin		Pumpkin
minecraft:netherrack		Netherrack
minecraft:soul_sand		Soul Sand
minecraft:glowstone		Glowstone
minecraft:lit_pumpkin		Jack o'Lantern
minecraft:stained_glass		Stained Glass
minecraft:trapdoor		Wooden Trapdoor
minecraft:monster_egg		Monster Egg
minecraft:stonebrick		Stone Bricks
minecraft:brown_mushroom_block		Brown Mushroom Block
minecraft:red_mushroom_block		Red Mushroom Block
minecraft:iron_bars		Iron Bars
minecraft:glass_pane		Glass Pane
minecraft:melon_block		Melon
minecraft:vine		Vines
minecraft:fence_gate		Oak Fence Gate
minecraft:brick_stairs		Brick Stairs
minecraft:stone_brick_stairs		Stone Brick Stairs
minecraft:mycelium		Mycelium
minecraft:waterlily		Lily Pad
minecraft:nether_brick		Nether Brick
minecraft:nether_brick_fence		Nether Brick Fence
minecraft:nether_brick_stairs		Nether Brick Stairs
minecraft:enchanting_table		Enchantment Table
minecraft:end_portal_frame		End Portal Frame
minecraft:end_stone		End Stone
minecraft:dragon_egg		Dragon Egg
minecraft:redstone_lamp		Redstone Lamp
minecraft:wooden_slab		Wood Slab
minecraft:sandstone_stairs		Sandstone Stairs
minecraft:emerald_ore		Emerald Ore
minecraft:ender_chest		Ender Chest
minecraft:tripwire_hook		Tripwire Hook
minecraft:emerald_block		Block of Emerald
minecraft:spruce_stairs		Spruce Wood Stairs
minecraft:birch_stairs		Birch Wood Stairs
minecraft:jungle_stairs		Jungle Wood Stairs
minecraft:command_block		Command Block
minecraft:beacon		Beacon
minecraft:cobblestone_wall		Cobblestone Wall
minecraft:wooden_button		Wooden Button
minecraft:anvil		Anvil
minecraft:trapped_chest		Trapped Chest
minecraft:light_weighted_pressure_plate		Weighted Pressure Plate (Light)
minecraft:heavy_weighted_pressure_plate		Weighted Pressure Plate (Heavy)
minecraft:daylight_detector		Daylight Detector
minecraft:redstone_block		Block of Redstone
minecraft:quartz_ore		Nether Quartz
minecraft:hopper		Hopper
minecraft:quartz_block		Block of Quartz
minecraft:quartz_stairs		Quartz Stairs
minecraft:activator_rail		Activator Rail
minecraft:dropper		Dropper
minecraft:stained_hardened_clay		Stained Terracotta
minecraft:stained_glass_pane		Stained Glass Pane
minecraft:leaves2		Leaves
minecraft:log2		Wood
minecraft:acacia_stairs		Acacia Wood Stairs
minecraft:dark_oak_stairs		Dark Oak Wood Stairs
minecraft:slime		Slime Block
minecraft:barrier		Barrier
minecraft:iron_trapdoor		Iron Trapdoor
minecraft:prismarine		Prismarine
minecraft:sea_lantern		Sea Lantern
minecraft:hay_block		Hay Bale
minecraft:carpet		Carpet
minecraft:hardened_clay		Terracotta
minecraft:coal_block		Block of Coal
minecraft:packed_ice		Packed Ice
minecraft:double_plant		Large Flowers
minecraft:red_sandstone		Red Sandstone
minecraft:red_sandstone_stairs		Red Sandstone Stairs
minecraft:stone_slab2		Red Sandstone Slab
minecraft:spruce_fence_gate		Spruce Fence Gate
minecraft:birch_fence_gate		Birch Fence Gate
minecraft:jungle_fence_gate		Jungle Fence Gate
minecraft:dark_oak_fence_gate		Dark Oak Fence Gate
minecraft:acacia_fence_gate		Acacia Fence Gate
minecraft:spruce_fence		Spruce Fence
minecraft:birch_fence		Birch Fence
minecraft:jungle_fence		Jungle Fence
minecraft:dark_oak_fence		Dark Oak Fence
minecraft:acacia_fence		Acacia Fence
minecraft:end_rod		End Rod
minecraft:chorus_plant		Chorus Plant
minecraft:chorus_flower		Chorus Flower
minecraft:purpur_block		Purpur Block
minecraft:purpur_pillar		Purpur Pillar
minecraft:purpur_stairs		Purpur Stairs
minecraft:purpur_slab		Purpur Slab
minecraft:end_bricks		End Stone Bricks
minecraft:grass_path		Grass Path
minecraft:repeating_command_block		Repeating Command Block
minecraft:chain_command_block		Chain Command Block
minecraft:magma		Magma Block
minecraft:nether_wart_block		Nether Wart Block
minecraft:red_nether_brick		Red Nether Brick
minecraft:bone_block		Bone Block
minecraft:structure_void		Structure Void
minecraft:observer		Observer
minecraft:white_shulker_box		White Shulker Box
minecraft:orange_shulker_box		Orange Shulker Box
minecraft:magenta_shulker_box		Magenta Shulker Box
minecraft:light_blue_shulker_box		Light Blue Shulker Box
minecraft:yellow_shulker_box		Yellow Shulker Box
minecraft:lime_shulker_box		Lime Shulker Box
minecraft:pink_shulker_box		Pink Shulker Box
minecraft:gray_shulker_box		Gray Shulker Box
minecraft:silver_shulker_box		Light Gray Shulker Box
minecraft:cyan_shulker_box		Cyan Shulker Box
minecraft:purple_shulker_box		Purple Shulker Box
minecraft:blue_shulker_box		Blue Shulker Box
minecraft:brown_shulker_box		Brown Shulker Box
minecraft:green_shulker_box		Green Shulker Box
minecraft:red_shulker_box		Red Shulker Box
minecraft:black_shulker_box		Black Shulker Box
minecraft:white_glazed_terracotta		White Glazed Terracotta
minecraft:orange_glazed_terracotta		Orange Glazed Terracotta
minecraft:magenta_glazed_terracotta		Magenta Glazed Terracotta
minecraft:light_blue_glazed_terracotta		Light Blue Glazed Terracotta
minecraft:yellow_glazed_terracotta		Yellow Glazed Terracotta
minecraft:lime_glazed_terracotta		Lime Glazed Terracotta
minecraft:pink_glazed_terracotta		Pink Glazed Terracotta
minecraft:gray_glazed_terracotta		Gray Glazed Terracotta
minecraft:silver_glazed_terracotta		Silver Glazed Terracotta
minecraft:cyan_glazed_terracotta		Cyan Glazed Terracotta
minecraft:purple_glazed_terracotta		Purple Glazed Terracotta
minecraft:blue_glazed_terracotta		Blue Glazed Terracotta
minecraft:brown_glazed_terracotta		Brown Glazed Terracotta
minecraft:green_glazed_terracotta		Green Glazed Terracotta
minecraft:red_glazed_terracotta		Red Glazed Terracotta
minecraft:black_glazed_terracotta		Black Glazed Terracotta
minecraft:concrete		Concrete
minecraft:concrete_powder		Concrete Powder
minecraft:structure_block		Structure Block
minecraft:iron_shovel		Iron Shovel
minecraft:iron_pickaxe		Iron Pickaxe
minecraft:iron_axe		Iron Axe
minecraft:flint_and_steel		Flint and Steel
minecraft:apple		Apple
minecraft:bow		Bow
minecraft:arrow		Arrow
minecraft:coal	0	Coal
minecraft:coal	1	Charcoal
minecraft:diamond		Diamond
minecraft:iron_ingot		Iron Ingot
minecraft:gold_ingot		Gold Ingot
minecraft:iron_sword		Iron Sword
minecraft:wooden_sword		Wooden Sword
minecraft:wooden_shovel		Wooden Shovel
minecraft:wooden_pickaxe		Wooden Pickaxe
minecraft:wooden_axe		Wooden Axe
minecraft:stone_sword		Stone Sword
minecraft:stone_shovel		Stone Shovel
minecraft:stone_pickaxe		Stone Pickaxe
minecraft:stone_axe		Stone Axe
minecraft:diamond_sword		Diamond Sword
minecraft:diamond_shovel		Diamond Shovel
minecraft:diamond_pickaxe		Diamond Pickaxe
minecraft:diamond_axe		Diamond Axe
minecraft:stick		Stick
minecraft:bowl		Bowl
minecraft:mushroom_stew		Mushroom Stew
minecraft:golden_sword		Golden Sword
minecraft:golden_shovel		Golden Shovel
minecraft:golden_pickaxe		Golden Pickaxe
minecraft:golden_axe		Golden Axe
minecraft:string		String
minecraft:feather		Feather
minecraft:gunpowder		Gunpowder
minecraft:wooden_hoe		Wooden Hoe
minecraft:stone_hoe		Stone Hoe
minecraft:iron_hoe		Iron Hoe
minecraft:diamond_hoe		Diamond Hoe
minecraft:golden_hoe		Golden Hoe
minecraft:wheat_seeds		Seeds
minecraft:wheat		Wheat
minecraft:bread		Bread
minecraft:leather_helmet		Leather Cap
minecraft:leather_chestplate		Leather Tunic
minecraft:leather_leggings		Leather Pants
minecraft:leather_boots		Leather Boots
minecraft:chainmail_helmet		Chain Helmet
minecraft:chainmail_chestplate		Chain Chestplate
minecraft:chainmail_leggings		Chain Leggings
minecraft:chainmail_boots		Chain Boots
minecraft:iron_helmet		Iron Helmet
minecraft:iron_chestplate		Iron Chestplate
minecraft:iron_leggings		Iron Leggings
minecraft:iron_boots		Iron Boots
minecraft:diamond_helmet		Diamond Helmet
minecraft:diamond_chestplate		Diamond Chestplate
minecraft:diamond_leggings		Diamond Leggings
minecraft:diamond_boots		Diamond Boots
minecraft:golden_helmet		Golden Helmet
minecraft:golden_chestplate		Golden Chestplate
minecraft:golden_leggings		Golden Leggings
minecraft:golden_boots		Golden Boots
minecraft:flint		Flint
minecraft:porkchop		Raw Porkchop
minecraft:cooked_porkchop		Cooked Porkchop
minecraft:painting		Painting
minecraft:golden_apple	0	Golden Apple
minecraft:golden_apple	1	Enchanted Golden Apple
minecraft:sign		Sign
minecraft:wooden_door		Oak Door
minecraft:bucket		Bucket
minecraft:water_bucket		Water Bucket
minecraft:lava_bucket		Lava Bucket
minecraft:minecart		Minecart
minecraft:saddle		Saddle
minecraft:iron_door		Iron Door
minecraft:redstone		Redstone
minecraft:snowball		Snowball
minecraft:boat		Boat
minecraft:leather		Leather
minecraft:milk_bucket		Milk
minecraft:brick		Brick
minecraft:clay_ball		Clay
minecraft:reeds		Sugar Canes
minecraft:paper		Paper
minecraft:book		Book
minecraft:slime_ball		Slimeball
minecraft:chest_minecart		Minecart with Chest
minecraft:furnace_minecart		Minecart with Furnace
minecraft:egg		Egg
minecraft:compass		Compass
minecraft:fishing_rod		Fishing Rod
minecraft:clock		Clock
minecraft:glowstone_dust		Glowstone Dust
minecraft:fish	0	Raw Fish
minecraft:fish	1	Raw Salmon
minecraft:fish	2	Clownfish
minecraft:fish	3	Pufferfish
minecraft:cooked_fish		Cooked Fish
minecraft:dye	0	Ink Sac
minecraft:dye	1	Rose Red
minecraft:dye	2	Cactus Green
minecraft:dye	3	Cocoa Beans
minecraft:dye	4	Lapis Lazuli
minecraft:dye	5	Purple Dye
minecraft:dye	6	Cyan Dye
minecraft:dye	7	Light Gray Dye
minecraft:dye	8	Gray Dye
minecraft:dye	9	Pink Dye
minecraft:dye	10	Lime Dye
minecraft:dye	11	Dandelion Yellow
minecraft:dye	12	Light Blue Dye
minecraft:dye	13	Magenta Dye
minecraft:dye	14	Orange Dye
minecraft:dye	15	Bone Meal
minecraft:bone		Bone
minecraft:sugar		Sugar
minecraft:cake		Cake
minecraft:bed		Bed
minecraft:repeater		Redstone Repeater
minecraft:cookie		Cookie
minecraft:filled_map		Map
minecraft:shears		Shears
minecraft:melon		Melon
minecraft:pumpkin_seeds		Pumpkin Seeds
minecraft:melon_seeds		Melon Seeds
minecraft:beef		Raw Beef
minecraft:cooked_beef		Steak
minecraft:chicken		Raw Chicken
minecraft:cooked_chicken		Cooked Chicken
minecraft:rotten_flesh		Rotten Flesh
minecraft:ender_pearl		Ender Pearl
minecraft:blaze_rod		Blaze Rod
minecraft:ghast_tear		Ghast Tear
minecraft:gold_nugget		Gold Nugget
minecraft:nether_wart		Nether Wart
minecraft:potion		Potion
minecraft:glass_bottle		Glass Bottle
minecraft:spider_eye		Spider Eye
minecraft:fermented_spider_eye		Fermented Spider Eye
minecraft:blaze_powder		Blaze Powder
minecraft:magma_cream		Magma Cream
minecraft:brewing_stand		Brewing Stand
minecraft:cauldron		Cauldron
minecraft:ender_eye		Eye of Ender
minecraft:speckled_melon		Glistering Melon
minecraft:spawn_egg		Spawn Egg
minecraft:experience_bottle		Bottle o' Enchanting
minecraft:fire_charge		Fire Charge
minecraft:writable_book		Book and Quill
minecraft:written_book		Written Book
minecraft:emerald		Emerald
minecraft:item_frame		Item Frame
minecraft:flower_pot	0	Empty Flower Pot
minecraft:flower_pot	1	Poppy Flower Pot
minecraft:flower_pot	2	Dandelion Flower Pot
minecraft:flower_pot	3	Oak sapling Flower Pot
minecraft:flower_pot	4	Spruce sapling Flower Pot
minecraft:flower_pot	5	Birch sapling Flower Pot
minecraft:flower_pot	6	Jungle sapling Flower Pot
minecraft:flower_pot	7	Red mushroom Flower Pot
minecraft:flower_pot	8	Brown mushroom Flower Pot
minecraft:flower_pot	9	Cactus Flower Pot
minecraft:flower_pot	10	Dead bush Flower Pot
minecraft:flower_pot	11	Fern Flower Pot
minecraft:flower_pot	12	Acacia sapling Flower Pot
minecraft:flower_pot	13	Dark oak sapling Flower Pot
minecraft:carrot		Carrot
minecraft:potato		Potato
minecraft:baked_potato		Baked Potato
minecraft:poisonous_potato		Poisonous Potato
minecraft:map		Empty Map
minecraft:golden_carrot		Golden Carrot
minecraft:skull	0	Skeleton Skull
minecraft:skull	1	Wither Skeleton Skull
minecraft:skull	2	Zombie Head
minecraft:skull	3	Head
minecraft:skull	4	Creeper Head
minecraft:carrot_on_a_stick		Carrot on a Stick
minecraft:nether_star		Nether Star
minecraft:pumpkin_pie		Pumpkin Pie
minecraft:fireworks		Firework Rocket
minecraft:firework_charge		Firework Star
minecraft:enchanted_book		Enchanted Book
minecraft:comparator		Redstone Comparator
minecraft:netherbrick		Nether Brick
minecraft:quartz		Nether Quartz
minecraft:tnt_minecart		Minecart with TNT
minecraft:hopper_minecart		Minecart with Hopper
minecraft:prismarine_shard		Prismarine Shard
minecraft:prismarine_crystals		Prismarine Crystals
minecraft:rabbit		Raw Rabbit
minecraft:cooked_rabbit		Cooked Rabbit
minecraft:rabbit_stew		Rabbit Stew
minecraft:rabbit_foot		Rabbit's Foot
minecraft:rabbit_hide		Rabbit Hide
minecraft:armor_stand		Armor Stand
minecraft:iron_horse_armor		Iron Horse Armor
minecraft:golden_horse_armor		Gold Horse Armor
minecraft:diamond_horse_armor		Diamond Horse Armor
minecraft:lead		Lead
minecraft:name_tag		Name Tag
minecraft:command_block_minecart		Minecart with Command Block
minecraft:mutton		Raw Mutton
minecraft:cooked_mutton		Cooked Mutton
minecraft:banner		Banner
minecraft:end_crystal		End Crystal
minecraft:spruce_door		Spruce Door
minecraft:birch_door		Birch Door
minecraft:jungle_door		Jungle Door
minecraft:acacia_door		Acacia Door
minecraft:dark_oak_door		Dark Oak Door
minecraft:chorus_fruit		Chorus Fruit
minecraft:chorus_fruit_popped		Popped Chorus Fruit
minecraft:beetroot		Beetroot
minecraft:beetroot_seeds		Beetroot Seeds
minecraft:beetroot_soup		Beetroot Soup
minecraft:dragon_breath		Dragon's Breath
minecraft:splash_potion		Splash Potion
minecraft:spectral_arrow		Spectral Arrow
minecraft:tipped_arrow		Tipped Arrow
minecraft:lingering_potion		Lingering Potion
minecraft:shield		Shield
minecraft:elytra		Elytra
minecraft:spruce_boat		Spruce Boat
minecraft:birch_boat		Birch Boat
minecraft:jungle_boat		Jungle Boat
minecraft:acacia_boat		Acacia Boat
minecraft:dark_oak_boat		Dark Oak Boat
minecraft:totem_of_undying		Totem of Undying
minecraft:shulker_shell		Shulker Shell
minecraft:iron_nugget		Iron Nugget
minecraft:knowledge_book		Knowledge Book
minecraft:record_13		13 Disc
minecraft:record_cat		Cat Disc
minecraft:record_blocks		Blocks Disc
minecraft:record_chirp		Chirp Disc
minecraft:record_far		Far Disc
minecraft:record_mall		Mall Disc
minecraft:record_mellohi		Mellohi Disc
minecraft:record_stal		Stal Disc
minecraft:record_strad		Strad Disc
minecraft:record_ward		Ward Disc
minecraft:record_11		11 Disc
minecraft:record_wait		Wait Disc
minecraft:air		Air
minecraft:dirt	0	Dirt
minecraft:dirt	1	Coarse Dirt
minecraft:dirt	2	Podzol
minecraft:planks	0	Oak Wood Planks
minecraft:planks	1	Spruce Wood Planks
minecraft:planks	2	Birch Wood Planks
minecraft:planks	3	Jungle Wood Planks
minecraft:planks	4	Acacia Wood Planks
minecraft:planks	5	Dark Oak Wood Planks
minecraft:flowing_water		Water
minecraft:water		Stationary Water
minecraft:flowing_lava		Lava
minecraft:lava		Stationary Lava
minecraft:sand	0	Sand
minecraft:sand	1	Red sand
minecraft:log	0	Oak Wood
minecraft:log	1	Spruce Wood
minecraft:log	2	Birch Wood
minecraft:log	3	Jungle Wood
minecraft:log	4	Oak Wood
minecraft:log	5	Spruce Wood
minecraft:log	6	Birch Wood
minecraft:log	7	Jungle Wood
minecraft:log	8	Oak Wood
minecraft:log	9	Spruce Wood
minecraft:log	10	Birch Wood
minecraft:log	11	Jungle Wood
minecraft:leaves	0	Oak Leaves
minecraft:leaves	1	Spruce Leaves
minecraft:leaves	2	Birch Leaves
minecraft:leaves	3	Jungle Leaves
minecraft:leaves	4	Oak Leaves
minecraft:leaves	5	Spruce Leaves
minecraft:leaves	6	Birch Leaves
minecraft:leaves	7	Jungle Leaves
minecraft:leaves	8	Oak Leaves
minecraft:leaves	9	Spruce Leaves
minecraft:leaves	10	Birch Leaves
minecraft:leaves	11	Jungle Leaves
minecraft:leaves	12	Oak Leaves
minecraft:leaves	13	Spruce Leaves
minecraft:leaves	14	Birch Leaves
minecraft:leaves	15	Jungle Leaves
minecraft:sponge	0	Sponge
minecraft:sponge	1	Wet Sponge
minecraft:sandstone	0	Sandstone
minecraft:sandstone	1	Chiseled sandstone
minecraft:sandstone	2	Smooth sandstone
minecraft:bed	0	Bed
minecraft:bed	1	Bed
minecraft:bed	2	Bed
minecraft:bed	3	Bed
minecraft:bed	8	Bed
minecraft:bed	9	Bed
minecraft:bed	10	Bed
minecraft:bed	11	Bed
minecraft:golden_rail	0	Powered Rail
minecraft:golden_rail	1	Powered Rail
minecraft:golden_rail	2	Powered Rail
minecraft:golden_rail	3	Powered Rail
minecraft:golden_rail	4	Powered Rail
minecraft:golden_rail	5	Powered Rail
minecraft:golden_rail	8	Powered Rail
minecraft:golden_rail	9	Powered Rail
minecraft:golden_rail	10	Powered Rail
minecraft:golden_rail	11	Powered Rail
minecraft:golden_rail	12	Powered Rail
minecraft:golden_rail	13	Powered Rail
minecraft:detector_rail	0	Detector Rail
minecraft:detector_rail	1	Detector Rail
minecraft:detector_rail	2	Detector Rail
minecraft:detector_rail	3	Detector Rail
minecraft:detector_rail	4	Detector Rail
minecraft:detector_rail	5	Detector Rail
minecraft:detector_rail	8	Detector Rail
minecraft:detector_rail	9	Detector Rail
minecraft:detector_rail	10	Detector Rail
minecraft:detector_rail	11	Detector Rail
minecraft:detector_rail	12	Detector Rail
minecraft:detector_rail	13	Detector Rail
minecraft:sticky_piston	0	Sticky Piston
minecraft:sticky_piston	1	Sticky Piston
minecraft:sticky_piston	2	Sticky Piston
minecraft:sticky_piston	3	Sticky Piston
minecraft:sticky_piston	4	Sticky Piston
minecraft:sticky_piston	5	Sticky Piston
minecraft:sticky_piston	8	Sticky Piston
minecraft:sticky_piston	9	Sticky Piston
minecraft:sticky_piston	10	Sticky Piston
minecraft:sticky_piston	11	Sticky Piston
minecraft:sticky_piston	12	Sticky Piston
minecraft:sticky_piston	13	Sticky Piston
minecraft:tallgrass	0	Shrub
minecraft:tallgrass	1	Tall Grass
minecraft:tallgrass	2	Fern
minecraft:piston	0	Piston
minecraft:piston	1	Piston
minecraft:piston	2	Piston
minecraft:piston	3	Piston
minecraft:piston	4	Piston
minecraft:piston	5	Piston
minecraft:piston	8	Piston
minecraft:piston	9	Piston
minecraft:piston	10	Piston
minecraft:piston	11	Piston
minecraft:piston	12	Piston
minecraft:piston	13	Piston
minecraft:piston_head	0	Piston Head
minecraft:piston_head	1	Piston Head
minecraft:piston_head	2	Piston Head
minecraft:piston_head	3	Piston Head
minecraft:piston_head	4	Piston Head
minecraft:piston_head	5	Piston Head
minecraft:piston_head	8	Piston Head
minecraft:piston_head	9	Piston Head
minecraft:piston_head	10	Piston Head
minecraft:piston_head	11	Piston Head
minecraft:piston_head	12	Piston Head
minecraft:piston_head	13	Piston Head
minecraft:wool	0	White Wool
minecraft:wool	1	Orange Wool
minecraft:wool	2	Magenta Wool
minecraft:wool	3	Light blue Wool
minecraft:wool	4	Yellow Wool
minecraft:wool	5	Lime Wool
minecraft:wool	6	Pink Wool
minecraft:wool	7	Gray Wool
minecraft:wool	8	Light gray Wool
minecraft:wool	9	Cyan Wool
minecraft:wool	10	Purple Wool
minecraft:wool	11	Blue Wool
minecraft:wool	12	Brown Wool
minecraft:wool	13	Green Wool
minecraft:wool	14	Red Wool
minecraft:wool	15	Black Wool
minecraft:piston_extension		Block moved by Piston
minecraft:red_flower	0	Poppy
minecraft:red_flower	1	Blue Orchid
minecraft:red_flower	2	Allium
minecraft:red_flower	3	Azure Bluet
minecraft:red_flower	4	Red Tulip
minecraft:red_flower	5	Orange Tulip
minecraft:red_flower	6	White Tulip
minecraft:red_flower	7	Pink Tulip
minecraft:red_flower	8	Oxeye Daisy
minecraft:brown_mushroom		Mushroom
minecraft:red_mushroom		Mushroom
minecraft:double_stone_slab	0	Double Stone Slab
minecraft:double_stone_slab	1	Double Sandstone Slab
minecraft:double_stone_slab	2	Double (Stone) Wooden Slab
minecraft:double_stone_slab	3	Double Cobblestone Slab
minecraft:double_stone_slab	4	Double Bricks Slab
minecraft:double_stone_slab	5	Double Stone Brick Slab
minecraft:double_stone_slab	6	Double Nether Brick Slab
minecraft:double_stone_slab	7	Double Quartz Slab
minecraft:double_stone_slab	8	Smooth Double Stone Slab
minecraft:double_stone_slab	9	Smooth Double Sandstone Slab
minecraft:double_stone_slab	15	Tile Double Quartz Slab
minecraft:stone_slab	0	Stone Slab
minecraft:stone_slab	1	Sandstone Slab
minecraft:stone_slab	2	(Stone) Wooden Slab
minecraft:stone_slab	3	Cobblestone Slab
minecraft:stone_slab	4	Bricks Slab
minecraft:stone_slab	5	Stone Brick Slab
minecraft:stone_slab	6	Nether Brick Slab
minecraft:stone_slab	7	Quartz Slab
minecraft:stone_slab	8	Stone Slab
minecraft:stone_slab	9	Sandstone Slab
minecraft:stone_slab	10	(Stone) Wooden Slab
minecraft:stone_slab	11	Cobblestone Slab
minecraft:stone_slab	12	Bricks Slab
minecraft:stone_slab	13	Stone Brick Slab
minecraft:stone_slab	14	Nether Brick Slab
minecraft:stone_slab	15	Quartz Slab
minecraft:brick_block		Bricks
minecraft:tnt	0	TNT
minecraft:tnt	1	TNT
minecraft:torch	0	Torch
minecraft:torch	1	Torch
minecraft:torch	2	Torch
minecraft:torch	3	Torch
minecraft:torch	4	Torch
minecraft:fire		Fire
minecraft:oak_stairs	0	Oak Wood Stairs
minecraft:oak_stairs	1	Oak Wood Stairs
minecraft:oak_stairs	2	Oak Wood Stairs
minecraft:oak_stairs	3	Oak Wood Stairs
minecraft:oak_stairs	4	Oak Wood Stairs
minecraft:oak_stairs	5	Oak Wood Stairs
minecraft:oak_stairs	6	Oak Wood Stairs
minecraft:oak_stairs	7	Oak Wood Stairs
minecraft:chest	2	Chest
minecraft:chest	3	Chest
minecraft:chest	4	Chest
minecraft:chest	5	Chest
minecraft:redstone_wire	0	Redstone Wire
minecraft:redstone_wire	1	Redstone Wire
minecraft:redstone_wire	2	Redstone Wire
minecraft:redstone_wire	3	Redstone Wire
minecraft:redstone_wire	4	Redstone Wire
minecraft:redstone_wire	5	Redstone Wire
minecraft:redstone_wire	6	Redstone Wire
minecraft:redstone_wire	7	Redstone Wire
minecraft:redstone_wire	8	Redstone Wire
minecraft:redstone_wire	9	Redstone Wire
minecraft:redstone_wire	10	Redstone Wire
minecraft:redstone_wire	11	Redstone Wire
minecraft:redstone_wire	12	Redstone Wire
minecraft:redstone_wire	13	Redstone Wire
minecraft:redstone_wire	14	Redstone Wire
minecraft:redstone_wire	15	Redstone Wire
minecraft:wheat	0	Wheat
minecraft:wheat	1	Wheat
minecraft:wheat	2	Wheat
minecraft:wheat	3	Wheat
minecraft:wheat	4	Wheat
minecraft:wheat	5	Wheat
minecraft:wheat	6	Wheat
minecraft:wheat	7	Wheat
minecraft:farmland	0	Farmland
minecraft:farmland	1	Farmland
minecraft:farmland	2	Farmland
minecraft:farmland	3	Farmland
minecraft:farmland	4	Farmland
minecraft:farmland	5	Farmland
minecraft:farmland	6	Farmland
minecraft:farmland	7	Farmland
minecraft:furnace	2	Furnace
minecraft:furnace	3	Furnace
minecraft:furnace	4	Furnace
minecraft:furnace	5	Furnace
minecraft:lit_furnace	2	Burning Furnace
minecraft:lit_furnace	3	Burning Furnace
minecraft:lit_furnace	4	Burning Furnace
minecraft:lit_furnace	5	Burning Furnace
minecraft:standing_sign	0	Standing Sign
minecraft:standing_sign	1	Standing Sign
minecraft:standing_sign	2	Standing Sign
minecraft:standing_sign	3	Standing Sign
minecraft:standing_sign	4	Standing Sign
minecraft:standing_sign	5	Standing Sign
minecraft:standing_sign	6	Standing Sign
minecraft:standing_sign	7	Standing Sign
minecraft:standing_sign	8	Standing Sign
minecraft:standing_sign	9	Standing Sign
minecraft:standing_sign	10	Standing Sign
minecraft:standing_sign	11	Standing Sign
minecraft:standing_sign	12	Standing Sign
minecraft:standing_sign	13	Standing Sign
minecraft:standing_sign	14	Standing Sign
minecraft:standing_sign	15	Standing Sign
minecraft:wooden_door	0	Oak Door
minecraft:wooden_door	1	Oak Door
minecraft:wooden_door	2	Oak Door
minecraft:wooden_door	3	Oak Door
minecraft:wooden_door	4	Oak Door
minecraft:wooden_door	5	Oak Door
minecraft:wooden_door	6	Oak Door
minecraft:wooden_door	7	Oak Door
minecraft:wooden_door	8	Oak Door
minecraft:wooden_door	9	Oak Door
minecraft:ladder	2	Ladder
minecraft:ladder	3	Ladder
minecraft:ladder	4	Ladder
minecraft:ladder	5	Ladder
minecraft:rail	0	Rail
minecraft:rail	1	Rail
minecraft:rail	2	Rail
minecraft:rail	3	Rail
minecraft:rail	4	Rail
minecraft:rail	5	Rail
minecraft:rail	6	Rail
minecraft:rail	7	Rail
minecraft:rail	8	Rail
minecraft:rail	9	Rail
minecraft:stone_stairs	0	Cobblestone Stairs
minecraft:stone_stairs	1	Cobblestone Stairs
minecraft:stone_stairs	2	Cobblestone Stairs
minecraft:stone_stairs	3	Cobblestone Stairs
minecraft:stone_stairs	4	Cobblestone Stairs
minecraft:stone_stairs	5	Cobblestone Stairs
minecraft:stone_stairs	6	Cobblestone Stairs
minecraft:stone_stairs	7	Cobblestone Stairs
minecraft:wall_sign	2	Wall Sign
minecraft:wall_sign	3	Wall Sign
minecraft:wall_sign	4	Wall Sign
minecraft:wall_sign	5	Wall Sign
minecraft:lever	0	Lever
minecraft:lever	1	Lever
minecraft:lever	2	Lever
minecraft:lever	3	Lever
minecraft:lever	4	Lever
minecraft:lever	5	Lever
minecraft:lever	6	Lever
minecraft:lever	7	Lever
minecraft:lever	8	Lever
minecraft:lever	9	Lever
minecraft:lever	10	Lever
minecraft:lever	11	Lever
minecraft:lever	12	Lever
minecraft:lever	13	Lever
minecraft:lever	14	Lever
minecraft:lever	15	Lever
minecraft:stone_pressure_plate	0	Stone Pressure Plate
minecraft:stone_pressure_plate	1	Stone Pressure Plate
minecraft:iron_door	0	Iron Door
minecraft:iron_door	1	Iron Door
minecraft:iron_door	2	Iron Door
minecraft:iron_door	3	Iron Door
minecraft:iron_door	4	Iron Door
minecraft:iron_door	5	Iron Door
minecraft:iron_door	6	Iron Door
minecraft:iron_door	7	Iron Door
minecraft:iron_door	8	Iron Door
minecraft:iron_door	9	Iron Door
minecraft:wooden_pressure_plate	0	Wooden Pressure Plate
minecraft:wooden_pressure_plate	1	Wooden Pressure Plate
minecraft:lit_redstone_ore		Glowing Redstone Ore
minecraft:unlit_redstone_torch	0	Redstone Torch
minecraft:unlit_redstone_torch	1	Redstone Torch
minecraft:unlit_redstone_torch	2	Redstone Torch
minecraft:unlit_redstone_torch	3	Redstone Torch
minecraft:unlit_redstone_torch	4	Redstone Torch
minecraft:redstone_torch	0	Redstone Torch
minecraft:redstone_torch	1	Redstone Torch
minecraft:redstone_torch	2	Redstone Torch
minecraft:redstone_torch	3	Redstone Torch
minecraft:redstone_torch	4	Redstone Torch
minecraft:snow_layer	0	Snow
minecraft:snow_layer	1	Snow
minecraft:snow_layer	2	Snow
minecraft:snow_layer	3	Snow
minecraft:snow_layer	4	Snow
minecraft:snow_layer	5	Snow
minecraft:snow_layer	6	Snow
minecraft:snow_layer	7	Snow
minecraft:reeds		Sugar Cane
minecraft:jukebox	0	Jukebox
minecraft:jukebox	1	Jukebox
minecraft:pumpkin	0	Pumpkin
minecraft:pumpkin	1	Pumpkin
minecraft:pumpkin	2	Pumpkin
minecraft:pumpkin	3	Pumpkin
minecraft:portal		Nether Portal
minecraft:lit_pumpkin	0	Pumpkin
minecraft:lit_pumpkin	1	Pumpkin
minecraft:lit_pumpkin	2	Pumpkin
minecraft:lit_pumpkin	3	Pumpkin
minecraft:cake	0	Cake
minecraft:cake	1	Cake
minecraft:cake	2	Cake
minecraft:cake	3	Cake
minecraft:cake	4	Cake
minecraft:cake	5	Cake
minecraft:cake	6	Cake
minecraft:unpowered_repeater	0	Redstone Repeater
minecraft:unpowered_repeater	1	Redstone Repeater
minecraft:unpowered_repeater	2	Redstone Repeater
minecraft:unpowered_repeater	3	Redstone Repeater
minecraft:unpowered_repeater	4	Redstone Repeater
minecraft:unpowered_repeater	5	Redstone Repeater
minecraft:unpowered_repeater	6	Redstone Repeater
minecraft:unpowered_repeater	7	Redstone Repeater
minecraft:unpowered_repeater	8	Redstone Repeater
minecraft:unpowered_repeater	9	Redstone Repeater
minecraft:unpowered_repeater	10	Redstone Repeater
minecraft:unpowered_repeater	11	Redstone Repeater
minecraft:unpowered_repeater	12	Redstone Repeater
minecraft:unpowered_repeater	13	Redstone Repeater
minecraft:unpowered_repeater	14	Redstone Repeater
minecraft:unpowered_repeater	15	Redstone Repeater
minecraft:powered_repeater	0	Redstone Repeater
minecraft:powered_repeater	1	Redstone Repeater
minecraft:powered_repeater	2	Redstone Repeater
minecraft:powered_repeater	3	Redstone Repeater
minecraft:powered_repeater	4	Redstone Repeater
minecraft:powered_repeater	5	Redstone Repeater
minecraft:powered_repeater	6	Redstone Repeater
minecraft:powered_repeater	7	Redstone Repeater
minecraft:powered_repeater	8	Redstone Repeater
minecraft:powered_repeater	9	Redstone Repeater
minecraft:powered_repeater	10	Redstone Repeater
minecraft:powered_repeater	11	Redstone Repeater
minecraft:powered_repeater	12	Redstone Repeater
minecraft:powered_repeater	13	Redstone Repeater
minecraft:powered_repeater	14	Redstone Repeater
minecraft:powered_repeater	15	Redstone Repeater
minecraft:stained_glass	0	White Stained Glass
minecraft:stained_glass	1	Orange Stained Glass
minecraft:stained_glass	2	Magenta Stained Glass
minecraft:stained_glass	3	Light Blue Stained Glass
minecraft:stained_glass	4	Yellow Stained Glass
minecraft:stained_glass	5	Lime Stained Glass
minecraft:stained_glass	6	Pink Stained Glass
minecraft:stained_glass	7	Gray Stained Glass
minecraft:stained_glass	8	Light Gray Stained Glass
minecraft:stained_glass	9	Cyan Stained Glass
minecraft:stained_glass	10	Purple Stained Glass
minecraft:stained_glass	11	Blue Stained Glass
minecraft:stained_glass	12	Brown Stained Glass
minecraft:stained_glass	13	Green Stained Glass
minecraft:stained_glass	14	Red Stained Glass
minecraft:stained_glass	15	Black Stained Glass
minecraft:trapdoor	0	Wooden Trapdoor
minecraft:trapdoor	1	Wooden Trapdoor
minecraft:trapdoor	2	Wooden Trapdoor
minecraft:trapdoor	3	Wooden Trapdoor
minecraft:trapdoor	4	Wooden Trapdoor
minecraft:trapdoor	5	Wooden Trapdoor
minecraft:trapdoor	6	Wooden Trapdoor
minecraft:trapdoor	7	Wooden Trapdoor
minecraft:trapdoor	8	Wooden Trapdoor
minecraft:trapdoor	9	Wooden Trapdoor
minecraft:trapdoor	10	Wooden Trapdoor
minecraft:trapdoor	11	Wooden Trapdoor
minecraft:trapdoor	12	Wooden Trapdoor
minecraft:trapdoor	13	Wooden Trapdoor
minecraft:trapdoor	14	Wooden Trapdoor
minecraft:trapdoor	15	Wooden Trapdoor
minecraft:monster_egg	0	Stone Monster Egg
minecraft:monster_egg	1	Cobblestone Monster Egg
minecraft:monster_egg	2	Stone Brick Monster Egg
minecraft:monster_egg	3	Mossy Stone Brick Monster Egg
minecraft:monster_egg	4	Cracked Stone Brick Monster Egg
minecraft:monster_egg	5	Chiseled Stone Brick Monster Egg
minecraft:stonebrick	0	Stone brick
minecraft:stonebrick	1	Mossy stone brick
minecraft:stonebrick	2	Cracked stone brick
minecraft:stonebrick	3	Chiseled stone brick
minecraft:brown_mushroom_block	0	Mushroom
minecraft:brown_mushroom_block	1	Mushroom
minecraft:brown_mushroom_block	2	Mushroom
minecraft:brown_mushroom_block	3	Mushroom
minecraft:brown_mushroom_block	4	Mushroom
minecraft:brown_mushroom_block	5	Mushroom
minecraft:brown_mushroom_block	6	Mushroom
minecraft:brown_mushroom_block	7	Mushroom
minecraft:brown_mushroom_block	8	Mushroom
minecraft:brown_mushroom_block	9	Mushroom
minecraft:brown_mushroom_block	10	Mushroom
minecraft:brown_mushroom_block	14	Mushroom
minecraft:brown_mushroom_block	15	Mushroom
minecraft:red_mushroom_block	0	Mushroom
minecraft:red_mushroom_block	1	Mushroom
minecraft:red_mushroom_block	2	Mushroom
minecraft:red_mushroom_block	3	Mushroom
minecraft:red_mushroom_block	4	Mushroom
minecraft:red_mushroom_block	5	Mushroom
minecraft:red_mushroom_block	6	Mushroom
minecraft:red_mushroom_block	7	Mushroom
minecraft:red_mushroom_block	8	Mushroom
minecraft:red_mushroom_block	9	Mushroom
minecraft:red_mushroom_block	10	Mushroom
minecraft:red_mushroom_block	14	Mushroom
minecraft:red_mushroom_block	15	Mushroom
minecraft:pumpkin_stem	0	Pumpkin Stem
minecraft:pumpkin_stem	1	Pumpkin Stem
minecraft:pumpkin_stem	2	Pumpkin Stem
minecraft:pumpkin_stem	3	Pumpkin Stem
minecraft:pumpkin_stem	4	Pumpkin Stem
minecraft:pumpkin_stem	5	Pumpkin Stem
minecraft:pumpkin_stem	6	Pumpkin Stem
minecraft:pumpkin_stem	7	Pumpkin Stem
minecraft:melon_stem	0	Melon Stem
minecraft:melon_stem	1	Melon Stem
minecraft:melon_stem	2	Melon Stem
minecraft:melon_stem	3	Melon Stem
minecraft:melon_stem	4	Melon Stem
minecraft:melon_stem	5	Melon Stem
minecraft:melon_stem	6	Melon Stem
minecraft:melon_stem	7	Melon Stem
minecraft:vine	0	Vines
minecraft:vine	1	Vines
minecraft:vine	2	Vines
minecraft:vine	4	Vines
minecraft:vine	8	Vines
minecraft:fence_gate	0	Fence Gate
minecraft:fence_gate	1	Fence Gate
minecraft:fence_gate	2	Fence Gate
minecraft:fence_gate	3	Fence Gate
minecraft:fence_gate	4	Fence Gate
minecraft:fence_gate	5	Fence Gate
minecraft:fence_gate	6	Fence Gate
minecraft:fence_gate	7	Fence Gate
minecraft:brick_stairs	0	Brick Stairs
minecraft:brick_stairs	1	Brick Stairs
minecraft:brick_stairs	2	Brick Stairs
minecraft:brick_stairs	3	Brick Stairs
minecraft:brick_stairs	4	Brick Stairs
minecraft:brick_stairs	5	Brick Stairs
minecraft:brick_stairs	6	Brick Stairs
minecraft:brick_stairs	7	Brick Stairs
minecraft:stone_brick_stairs	0	Stone Brick Stairs
minecraft:stone_brick_stairs	1	Stone Brick Stairs
minecraft:stone_brick_stairs	2	Stone Brick Stairs
minecraft:stone_brick_stairs	3	Stone Brick Stairs
minecraft:stone_brick_stairs	4	Stone Brick Stairs
minecraft:stone_brick_stairs	5	Stone Brick Stairs
minecraft:stone_brick_stairs	6	Stone Brick Stairs
minecraft:stone_brick_stairs	7	Stone Brick Stairs
minecraft:nether_brick_stairs	0	Nether Brick Stairs
minecraft:nether_brick_stairs	1	Nether Brick Stairs
minecraft:nether_brick_stairs	2	Nether Brick Stairs
minecraft:nether_brick_stairs	3	Nether Brick Stairs
minecraft:nether_brick_stairs	4	Nether Brick Stairs
minecraft:nether_brick_stairs	5	Nether Brick Stairs
minecraft:nether_brick_stairs	6	Nether Brick Stairs
minecraft:nether_brick_stairs	7	Nether Brick Stairs
minecraft:nether_wart	0	Nether Wart
minecraft:nether_wart	1	Nether Wart
minecraft:nether_wart	2	Nether Wart
minecraft:nether_wart	3	Nether Wart
minecraft:brewing_stand	0	Brewing Stand
minecraft:brewing_stand	1	Brewing Stand
minecraft:brewing_stand	2	Brewing Stand
minecraft:brewing_stand	4	Brewing Stand
minecraft:brewing_stand	5	Brewing Stand
minecraft:brewing_stand	6	Brewing Stand
minecraft:brewing_stand	7	Brewing Stand
minecraft:cauldron	0	Cauldron
minecraft:cauldron	1	Cauldron
minecraft:cauldron	2	Cauldron
minecraft:cauldron	3	Cauldront
minecraft:end_portal		End Portal
minecraft:end_portal_frame	0	End Portal Frame
minecraft:end_portal_frame	1	End Portal Frame
minecraft:end_portal_frame	2	End Portal Frame
minecraft:end_portal_frame	3	End Portal Frame
minecraft:end_portal_frame	4	End Portal Frame
minecraft:end_portal_frame	5	End Portal Frame
minecraft:end_portal_frame	6	End Portal Frame
minecraft:end_portal_frame	7	End Portal Frame
minecraft:lit_redstone_lamp		Redstone Lamp
minecraft:double_wooden_slab	0	Double Oak Wood Slab
minecraft:double_wooden_slab	1	Double Spruce Wood Slab
minecraft:double_wooden_slab	2	Double Birch Wood Slab
minecraft:double_wooden_slab	3	Double Jungle Wood Slab
minecraft:double_wooden_slab	4	Double Acacia Wood Slab
minecraft:double_wooden_slab	5	Double Dark Oak Wood Slab
minecraft:wooden_slab	0	Oak Wood Slab
minecraft:wooden_slab	1	Spruce Wood Slab
minecraft:wooden_slab	2	Birch Wood Slab
minecraft:wooden_slab	3	Jungle Wood Slab
minecraft:wooden_slab	4	Acacia Wood Slab
minecraft:wooden_slab	5	Dark Oak Wood Slab
minecraft:wooden_slab	8	Oak Wood Slab
minecraft:wooden_slab	9	Spruce Wood Slab
minecraft:wooden_slab	10	Birch Wood Slab
minecraft:wooden_slab	11	Jungle Wood Slab
minecraft:wooden_slab	12	Acacia Wood Slab
minecraft:wooden_slab	13	Dark Oak Wood Slab
minecraft:cocoa		Cocoa
minecraft:sandstone_stairs	0	Sandstone Stairs
minecraft:sandstone_stairs	1	Sandstone Stairs
minecraft:sandstone_stairs	2	Sandstone Stairs
minecraft:sandstone_stairs	3	Sandstone Stairs
minecraft:sandstone_stairs	4	Sandstone Stairs
minecraft:sandstone_stairs	5	Sandstone Stairs
minecraft:sandstone_stairs	6	Sandstone Stairs
minecraft:sandstone_stairs	7	Sandstone Stairs
minecraft:ender_chest	2	Ender Chest
minecraft:ender_chest	3	Ender Chest
minecraft:ender_chest	4	Ender Chest
minecraft:ender_chest	5	Ender Chest
minecraft:tripwire_hook	0	Tripwire Hook
minecraft:tripwire_hook	1	Tripwire Hook
minecraft:tripwire_hook	2	Tripwire Hook
minecraft:tripwire_hook	3	Tripwire Hook
minecraft:tripwire_hook	4	Tripwire Hook
minecraft:tripwire_hook	5	Tripwire Hook
minecraft:tripwire_hook	6	Tripwire Hook
minecraft:tripwire_hook	7	Tripwire Hook
minecraft:tripwire_hook	8	Tripwire Hook
minecraft:tripwire_hook	9	Tripwire Hook
minecraft:tripwire_hook	10	Tripwire Hook
minecraft:tripwire_hook	11	Tripwire Hook
minecraft:tripwire	2	Tripwire
minecraft:tripwire	3	Tripwire
minecraft:tripwire	6	Tripwire
minecraft:tripwire	7	Tripwire
minecraft:spruce_stairs	0	Spruce Wood Stairs
minecraft:spruce_stairs	1	Spruce Wood Stairs
minecraft:spruce_stairs	2	Spruce Wood Stairs
minecraft:spruce_stairs	3	Spruce Wood Stairs
minecraft:spruce_stairs	4	Spruce Wood Stairs
minecraft:spruce_stairs	5	Spruce Wood Stairs
minecraft:spruce_stairs	6	Spruce Wood Stairs
minecraft:spruce_stairs	7	Spruce Wood Stairs
minecraft:birch_stairs	0	Birch Wood Stairs
minecraft:birch_stairs	1	Birch Wood Stairs
minecraft:birch_stairs	2	Birch Wood Stairs
minecraft:birch_stairs	3	Birch Wood Stairs
minecraft:birch_stairs	4	Birch Wood Stairs
minecraft:birch_stairs	5	Birch Wood Stairs
minecraft:birch_stairs	6	Birch Wood Stairs
minecraft:birch_stairs	7	Birch Wood Stairs
minecraft:jungle_stairs	0	Jungle Wood Stairs
minecraft:jungle_stairs	1	Jungle Wood Stairs
minecraft:jungle_stairs	2	Jungle Wood Stairs
minecraft:jungle_stairs	3	Jungle Wood Stairs
minecraft:jungle_stairs	4	Jungle Wood Stairs
minecraft:jungle_stairs	5	Jungle Wood Stairs
minecraft:jungle_stairs	6	Jungle Wood Stairs
minecraft:jungle_stairs	7	Jungle Wood Stairs
minecraft:command_block	0	Command Block
minecraft:command_block	1	Command Block
minecraft:command_block	2	Command Block
minecraft:command_block	3	Command Block
minecraft:command_block	4	Command Block
minecraft:command_block	5	Command Block
minecraft:command_block	8	Command Block
minecraft:command_block	9	Command Block
minecraft:command_block	12	Command Block
minecraft:command_block	13	Command Block
minecraft:command_block	14	Command Block
minecraft:command_block	15	Command Block
minecraft:cobblestone_wall	0	Cobblestone Wall
minecraft:cobblestone_wall	1	Mossy Cobblestone Wall
minecraft:flower_pot		Flower Pot
minecraft:carrots	0	Carrot
minecraft:carrots	1	Carrot
minecraft:carrots	2	Carrot
minecraft:carrots	3	Carrot
minecraft:carrots	4	Carrot
minecraft:carrots	5	Carrot
minecraft:carrots	6	Carrot
minecraft:carrots	7	Carrot
minecraft:potatoes	0	Potato
minecraft:potatoes	1	Potato
minecraft:potatoes	2	Potato
minecraft:potatoes	3	Potato
minecraft:potatoes	4	Potato
minecraft:potatoes	5	Potato
minecraft:potatoes	6	Potato
minecraft:potatoes	7	Potato
minecraft:wooden_button	0	Button
minecraft:wooden_button	1	Button
minecraft:wooden_button	2	Button
minecraft:wooden_button	3	Button
minecraft:wooden_button	4	Button
minecraft:wooden_button	5	Button
minecraft:wooden_button	8	Button
minecraft:wooden_button	9	Button
minecraft:wooden_button	10	Button
minecraft:wooden_button	11	Button
minecraft:wooden_button	12	Button
minecraft:wooden_button	13	Button
minecraft:anvil	0	Anvil
minecraft:anvil	1	Slightly Damaged Anvil
minecraft:anvil	2	Very Damaged Anvil
minecraft:anvil	3	Anvil
minecraft:anvil	4	Anvil 
minecraft:anvil	5	Anvil
minecraft:anvil	6	Anvil
minecraft:anvil	7	Slightly Damaged Anvil
minecraft:anvil	8	Slightly Damaged Anvil
minecraft:anvil	9	Slightly Damaged Anvil
minecraft:anvil	10	Slightly Damaged Anvil
minecraft:anvil	11	Very Damaged Anvil
minecraft:anvil	12	Very Damaged Anvil
minecraft:anvil	13	Very Damaged Anvil
minecraft:anvil	14	Very Damaged Anvil
minecraft:trapped_chest	2	Trapped Chest
minecraft:trapped_chest	3	Trapped Chest
minecraft:trapped_chest	4	Trapped Chest
minecraft:trapped_chest	5	Trapped Chest
minecraft:light_weighted_pressure_plate	0	Weighted Pressure Plate (Light)
minecraft:light_weighted_pressure_plate	1	Weighted Pressure Plate (Light)
minecraft:light_weighted_pressure_plate	2	Weighted Pressure Plate (Light)
minecraft:light_weighted_pressure_plate	3	Weighted Pressure Plate (Light)
minecraft:light_weighted_pressure_plate	4	Weighted Pressure Plate (Light)
minecraft:light_weighted_pressure_plate	5	Weighted Pressure Plate (Light)
minecraft:light_weighted_pressure_plate	6	Weighted Pressure Plate (Light)
minecraft:light_weighted_pressure_plate	7	Weighted Pressure Plate (Light)
minecraft:light_weighted_pressure_plate	8	Weighted Pressure Plate (Light)
minecraft:light_weighted_pressure_plate	9	Weighted Pressure Plate (Light)
minecraft:light_weighted_pressure_plate	10	Weighted Pressure Plate (Light)
minecraft:light_weighted_pressure_plate	11	Weighted Pressure Plate (Light)
minecraft:light_weighted_pressure_plate	12	Weighted Pressure Plate (Light)
minecraft:light_weighted_pressure_plate	13	Weighted Pressure Plate (Light)
minecraft:light_weighted_pressure_plate	14	Weighted Pressure Plate (Light)
minecraft:light_weighted_pressure_plate	15	Weighted Pressure Plate (Light)
minecraft:heavy_weighted_pressure_plate	0	Weighted Pressure Plate (Heavy)
minecraft:heavy_weighted_pressure_plate	1	Weighted Pressure Plate (Heavy)
minecraft:heavy_weighted_pressure_plate	2	Weighted Pressure Plate (Heavy)
minecraft:heavy_weighted_pressure_plate	3	Weighted Pressure Plate (Heavy)
minecraft:heavy_weighted_pressure_plate	4	Weighted Pressure Plate (Heavy)
minecraft:heavy_weighted_pressure_plate	5	Weighted Pressure Plate (Heavy)
minecraft:heavy_weighted_pressure_plate	6	Weighted Pressure Plate (Heavy)
minecraft:heavy_weighted_pressure_plate	7	Weighted Pressure Plate (Heavy)
minecraft:heavy_weighted_pressure_plate	8	Weighted Pressure Plate (Heavy)
minecraft:heavy_weighted_pressure_plate	9	Weighted Pressure Plate (Heavy)
minecraft:heavy_weighted_pressure_plate	10	Weighted Pressure Plate (Heavy)
minecraft:heavy_weighted_pressure_plate	11	Weighted Pressure Plate (Heavy)
minecraft:heavy_weighted_pressure_plate	12	Weighted Pressure Plate (Heavy)
minecraft:heavy_weighted_pressure_plate	13	Weighted Pressure Plate (Heavy)
minecraft:heavy_weighted_pressure_plate	14	Weighted Pressure Plate (Heavy)
minecraft:heavy_weighted_pressure_plate	15	Weighted Pressure Plate (Heavy)
minecraft:unpowered_comparator	0	Redstone Comparator
minecraft:unpowered_comparator	1	Redstone Comparator
minecraft:unpowered_comparator	2	Redstone Comparator
minecraft:unpowered_comparator	3	Redstone Comparator
minecraft:unpowered_comparator	4	Redstone Comparator
minecraft:unpowered_comparator	5	Redstone Comparator
minecraft:unpowered_comparator	6	Redstone Comparator
minecraft:unpowered_comparator	7	Redstone Comparator
minecraft:powered_comparator		Redstone Comparator (deprecated)
minecraft:daylight_detector	0	Daylight Sensor
minecraft:daylight_detector	1	Daylight Sensor
minecraft:daylight_detector	2	Daylight Sensor
minecraft:daylight_detector	3	Daylight Sensor
minecraft:daylight_detector	4	Daylight Sensor
minecraft:daylight_detector	5	Daylight Sensor
minecraft:daylight_detector	6	Daylight Sensor
minecraft:daylight_detector	7	Daylight Sensor
minecraft:daylight_detector	8	Daylight Sensor
minecraft:daylight_detector	9	Daylight Sensor
minecraft:daylight_detector	10	Daylight Sensor
minecraft:daylight_detector	11	Daylight Sensor
minecraft:daylight_detector	12	Daylight Sensor
minecraft:daylight_detector	13	Daylight Sensor
minecraft:daylight_detector	14	Daylight Sensor
minecraft:daylight_detector	15	Daylight Sensor
minecraft:quartz_ore		Nether Quartz Ore
minecraft:hopper	0	Hopper
minecraft:hopper	2	Hopper
minecraft:hopper	3	Hopper
minecraft:hopper	4	Hopper
minecraft:hopper	5	Hopper
minecraft:quartz_block	0	Block of Quartz
minecraft:quartz_block	1	Chiseled Quartz Block
minecraft:quartz_block	2	Pillar Quartz Block
minecraft:quartz_block	3	Pillar Quartz Block
minecraft:quartz_block	4	Pillar Quartz Block
minecraft:quartz_stairs	0	Quartz Stairs
minecraft:quartz_stairs	1	Quartz Stairs
minecraft:quartz_stairs	2	Quartz Stairs
minecraft:quartz_stairs	3	Quartz Stairs
minecraft:quartz_stairs	4	Quartz Stairs
minecraft:quartz_stairs	5	Quartz Stairs
minecraft:quartz_stairs	6	Quartz Stairs
minecraft:quartz_stairs	7	Quartz Stairs
minecraft:activator_rail	0	Activator Rail
minecraft:activator_rail	1	Activator Rail
minecraft:activator_rail	2	Activator Rail
minecraft:activator_rail	3	Activator Rail
minecraft:activator_rail	4	Activator Rail
minecraft:activator_rail	5	Activator Rail
minecraft:activator_rail	8	Activator Rail
minecraft:activator_rail	9	Activator Rail
minecraft:activator_rail	10	Activator Rail
minecraft:activator_rail	11	Activator Rail
minecraft:activator_rail	12	Activator Rail
minecraft:activator_rail	13	Activator Rail
minecraft:dropper	0	Dropper
minecraft:dropper	1	Dropper
minecraft:dropper	2	Dropper
minecraft:dropper	3	Dropper
minecraft:dropper	4	Dropper
minecraft:dropper	5	Dropper
minecraft:stained_hardened_clay	0	White hardened clay
minecraft:stained_hardened_clay	1	Orange hardened clay
minecraft:stained_hardened_clay	2	Magenta hardened clay
minecraft:stained_hardened_clay	3	Light blue hardened clay
minecraft:stained_hardened_clay	4	Yellow hardened clay
minecraft:stained_hardened_clay	5	Lime hardened clay
minecraft:stained_hardened_clay	6	Pink hardened clay
minecraft:stained_hardened_clay	7	Gray hardened clay
minecraft:stained_hardened_clay	8	Light gray hardened clay
minecraft:stained_hardened_clay	9	Cyan hardened clay
minecraft:stained_hardened_clay	10	Purple hardened clay
minecraft:stained_hardened_clay	11	Blue hardened clay
minecraft:stained_hardened_clay	12	Brown hardened clay
minecraft:stained_hardened_clay	13	Green hardened clay
minecraft:stained_hardened_clay	14	Red hardened clay
minecraft:stained_hardened_clay	15	Black hardened clay
minecraft:stained_glass_pane	0	White Stained Glass Pane
minecraft:stained_glass_pane	1	Orange Stained Glass Pane
minecraft:stained_glass_pane	2	Magenta Stained Glass Pane
minecraft:stained_glass_pane	3	Light Blue Stained Glass Pane
minecraft:stained_glass_pane	4	Yellow Stained Glass Pane
minecraft:stained_glass_pane	5	Lime Stained Glass Pane
minecraft:stained_glass_pane	6	Pink Stained Glass Pane
minecraft:stained_glass_pane	7	Gray Stained Glass Pane
minecraft:stained_glass_pane	8	Light Gray Stained Glass Pane
minecraft:stained_glass_pane	9	Cyan Stained Glass Pane
minecraft:stained_glass_pane	10	Purple Stained Glass Pane
minecraft:stained_glass_pane	11	Blue Stained Glass Pane
minecraft:stained_glass_pane	12	Brown Stained Glass Pane
minecraft:stained_glass_pane	13	Green Stained Glass Pane
minecraft:stained_glass_pane	14	Red Stained Glass Pane
minecraft:stained_glass_pane	15	Black Stained Glass Pane
minecraft:leaves2	0	Acacia Leaves
minecraft:leaves2	1	Dark Oak Leaves
minecraft:leaves2	4	Acacia Leaves
minecraft:leaves2	5	Dark Oak Leaves
minecraft:leaves2	8	Acacia Leaves
minecraft:leaves2	9	Dark Oak Leaves
minecraft:leaves2	12	Acacia Leaves
minecraft:leaves2	13	Dark Oak Leaves
minecraft:log2	0	Acacia Wood
minecraft:log2	1	Dark Oak Wood
minecraft:log2	8	Acacia Wood
minecraft:log2	9	Dark Oak Wood
minecraft:log2	4	Acacia Wood
minecraft:log2	5	Dark Oak Wood
minecraft:acacia_stairs	0	Acacia Wood Stairs
minecraft:acacia_stairs	1	Acacia Wood Stairs
minecraft:acacia_stairs	2	Acacia Wood Stairs
minecraft:acacia_stairs	3	Acacia Wood Stairs
minecraft:acacia_stairs	4	Acacia Wood Stairs
minecraft:acacia_stairs	5	Acacia Wood Stairs
minecraft:acacia_stairs	6	Acacia Wood Stairs
minecraft:acacia_stairs	7	Acacia Wood Stairs
minecraft:dark_oak_stairs	0	Dark Oak Wood Stairs
minecraft:dark_oak_stairs	1	Dark Oak Wood Stairs
minecraft:dark_oak_stairs	2	Dark Oak Wood Stairs
minecraft:dark_oak_stairs	3	Dark Oak Wood Stairs
minecraft:dark_oak_stairs	4	Dark Oak Wood Stairs
minecraft:dark_oak_stairs	5	Dark Oak Wood Stairs
minecraft:dark_oak_stairs	6	Dark Oak Wood Stairs
minecraft:dark_oak_stairs	7	Dark Oak Wood Stairs
minecraft:iron_trapdoor	0	Iron Trapdoor
minecraft:iron_trapdoor	1	Iron Trapdoor
minecraft:iron_trapdoor	2	Iron Trapdoor
minecraft:iron_trapdoor	3	Iron Trapdoor
minecraft:iron_trapdoor	4	Iron Trapdoor
minecraft:iron_trapdoor	5	Iron Trapdoor
minecraft:iron_trapdoor	6	Iron Trapdoor
minecraft:iron_trapdoor	7	Iron Trapdoor
minecraft:iron_trapdoor	8	Iron Trapdoor
minecraft:iron_trapdoor	9	Iron Trapdoor
minecraft:iron_trapdoor	10	Iron Trapdoor
minecraft:iron_trapdoor	11	Iron Trapdoor
minecraft:iron_trapdoor	12	Iron Trapdoor
minecraft:iron_trapdoor	13	Iron Trapdoor
minecraft:iron_trapdoor	14	Iron Trapdoor
minecraft:iron_trapdoor	15	Iron Trapdoor
minecraft:prismarine	0	Prismarine
minecraft:prismarine	1	Prismarine Bricks
minecraft:prismarine	2	Dark Prismarine
minecraft:hay_block	0	Hay Bale
minecraft:hay_block	4	Hay Bale
minecraft:hay_block	8	Hay Bale
minecraft:carpet	0	White Carpet
minecraft:carpet	1	Orange Carpet
minecraft:carpet	2	Magenta Carpet
minecraft:carpet	3	Light Blue Carpet
minecraft:carpet	4	Yellow Carpet
minecraft:carpet	5	Lime Carpet
minecraft:carpet	6	Pink Carpet
minecraft:carpet	7	Gray Carpet
minecraft:carpet	8	Light Gray Carpet
minecraft:carpet	9	Cyan Carpet
minecraft:carpet	10	Purple Carpet
minecraft:carpet	11	Blue Carpet
minecraft:carpet	12	Brown Carpet
minecraft:carpet	13	Green Carpet
minecraft:carpet	14	Red Carpet
minecraft:carpet	15	Black Carpet
minecraft:hardened_clay	0	White hardened clay
minecraft:hardened_clay	1	Orange hardened clay
minecraft:hardened_clay	2	Magenta hardened clay
minecraft:hardened_clay	3	Light blue hardened clay
minecraft:hardened_clay	4	Yellow hardened clay
minecraft:hardened_clay	5	Lime hardened clay
minecraft:hardened_clay	6	Pink hardened clay
minecraft:hardened_clay	7	Gray hardened clay
minecraft:hardened_clay	8	Light gray hardened clay
minecraft:hardened_clay	9	Cyan hardened clay
minecraft:hardened_clay	10	Purple hardened clay
minecraft:hardened_clay	11	Blue hardened clay
minecraft:hardened_clay	12	Brown hardened clay
minecraft:hardened_clay	13	Green hardened clay
minecraft:hardened_clay	14	Red hardened clay
minecraft:hardened_clay	15	Black hardened clay
minecraft:double_plant	0	Sunflower
minecraft:double_plant	1	Lilac
minecraft:double_plant	2	Double Tallgrass
minecraft:double_plant	3	Large Fern
minecraft:double_plant	4	Rose Bush
minecraft:double_plant	5	Peony
minecraft:double_plant	8	Top Half of any Large Plant; low three bits 0x7 are derived from the block below.
minecraft:standing_banner	0	Standing Banner
minecraft:standing_banner	1	Standing Banner
minecraft:standing_banner	2	Standing Banner
minecraft:standing_banner	3	Standing Banner
minecraft:standing_banner	4	Standing Banner
minecraft:standing_banner	5	Standing Banner
minecraft:standing_banner	6	Standing Banner
minecraft:standing_banner	7	Standing Banner
minecraft:standing_banner	8	Standing Banner
minecraft:standing_banner	9	Standing Banner
minecraft:standing_banner	10	Standing Banner
minecraft:standing_banner	11	Standing Banner
minecraft:standing_banner	12	Standing Banner
minecraft:standing_banner	13	Standing Banner
minecraft:standing_banner	14	Standing Banner
minecraft:standing_banner	15	Standing Banner
minecraft:wall_banner	2	Wall Banner
minecraft:wall_banner	3	Wall Banner
minecraft:wall_banner	4	Wall Banner
minecraft:wall_banner	5	Wall Banner
minecraft:daylight_detector_inverted	0	Inverted Daylight Sensor
minecraft:daylight_detector_inverted	1	Inverted Daylight Sensor
minecraft:daylight_detector_inverted	2	Inverted Daylight Sensor
minecraft:daylight_detector_inverted	3	Inverted Daylight Sensor
minecraft:daylight_detector_inverted	4	Inverted Daylight Sensor
minecraft:daylight_detector_inverted	5	Inverted Daylight Sensor
minecraft:daylight_detector_inverted	6	Inverted Daylight Sensor
minecraft:daylight_detector_inverted	7	Inverted Daylight Sensor
minecraft:daylight_detector_inverted	8	Inverted Daylight Sensor
minecraft:daylight_detector_inverted	9	Inverted Daylight Sensor
minecraft:daylight_detector_inverted	10	Inverted Daylight Sensor
minecraft:daylight_detector_inverted	11	Inverted Daylight Sensor
minecraft:daylight_detector_inverted	12	Inverted Daylight Sensor
minecraft:daylight_detector_inverted	13	Inverted Daylight Sensor
minecraft:daylight_detector_inverted	14	Inverted Daylight Sensor
minecraft:daylight_detector_inverted	15	Inverted Daylight Sensor
minecraft:red_sandstone	0	Red Sandstone
minecraft:red_sandstone	1	Chiseled Red Sandstone
minecraft:red_sandstone	2	Smooth Red Sandstone
minecraft:red_sandstone_stairs	0	Red Sandstone Stairs
minecraft:red_sandstone_stairs	1	Red Sandstone Stairs
minecraft:red_sandstone_stairs	2	Red Sandstone Stairs
minecraft:red_sandstone_stairs	3	Red Sandstone Stairs
minecraft:red_sandstone_stairs	4	Red Sandstone Stairs
minecraft:red_sandstone_stairs	5	Red Sandstone Stairs
minecraft:red_sandstone_stairs	6	Red Sandstone Stairs
minecraft:red_sandstone_stairs	7	Red Sandstone Stairs
minecraft:double_stone_slab2	0	Double Red Sandstone Slab
minecraft:double_stone_slab2	8	Smooth Double Red Sandstone Slab
minecraft:stone_slab2	0	Red Sandstone Slab
minecraft:stone_slab2	8	Upper Red Sandstone Slab
minecraft:spruce_door	0	Spruce Door
minecraft:spruce_door	1	Spruce Door
minecraft:spruce_door	2	Spruce Door
minecraft:spruce_door	3	Spruce Door
minecraft:spruce_door	4	Spruce Door
minecraft:spruce_door	5	Spruce Door
minecraft:spruce_door	6	Spruce Door
minecraft:spruce_door	7	Spruce Door
minecraft:spruce_door	8	Spruce Door
minecraft:spruce_door	9	Spruce Door
minecraft:birch_door	0	Birch Door
minecraft:birch_door	1	Birch Door
minecraft:birch_door	2	Birch Door
minecraft:birch_door	3	Birch Door
minecraft:birch_door	4	Birch Door
minecraft:birch_door	5	Birch Door
minecraft:birch_door	6	Birch Door
minecraft:birch_door	7	Birch Door
minecraft:birch_door	8	Birch Door
minecraft:birch_door	9	Birch Door
minecraft:jungle_door	0	Jungle Door
minecraft:jungle_door	1	Jungle Door
minecraft:jungle_door	2	Jungle Door
minecraft:jungle_door	3	Jungle Door
minecraft:jungle_door	4	Jungle Door
minecraft:jungle_door	5	Jungle Door
minecraft:jungle_door	6	Jungle Door
minecraft:jungle_door	7	Jungle Door
minecraft:jungle_door	8	Jungle Door
minecraft:jungle_door	9	Jungle Door
minecraft:acacia_door	0	Acacia Door
minecraft:acacia_door	1	Acacia Door
minecraft:acacia_door	2	Acacia Door
minecraft:acacia_door	3	Acacia Door
minecraft:acacia_door	4	Acacia Door
minecraft:acacia_door	5	Acacia Door
minecraft:acacia_door	6	Acacia Door
minecraft:acacia_door	7	Acacia Door
minecraft:acacia_door	8	Acacia Door
minecraft:acacia_door	9	Acacia Door
minecraft:dark_oak_door	0	Dark Oak Door
minecraft:dark_oak_door	1	Dark Oak Door
minecraft:dark_oak_door	2	Dark Oak Door
minecraft:dark_oak_door	3	Dark Oak Door
minecraft:dark_oak_door	4	Dark Oak Door
minecraft:dark_oak_door	5	Dark Oak Door
minecraft:dark_oak_door	6	Dark Oak Door
minecraft:dark_oak_door	7	Dark Oak Door
minecraft:dark_oak_door	8	Dark Oak Door
minecraft:dark_oak_door	9	Dark Oak Door
minecraft:end_rod	0	End Rod
minecraft:end_rod	1	End Rod
minecraft:end_rod	2	End Rod
minecraft:end_rod	3	End Rod
minecraft:end_rod	4	End Rod
minecraft:end_rod	5	End Rod
minecraft:chorus_flower	0	Chorus Flower
minecraft:chorus_flower	1	Chorus Flower
minecraft:chorus_flower	2	Chorus Flower
minecraft:chorus_flower	3	Chorus Flower
minecraft:chorus_flower	4	Chorus Flower
minecraft:chorus_flower	5	Chorus Flower
minecraft:purpur_pillar	0	Purpur Pillar
minecraft:purpur_pillar	4	Purpur Pillar
minecraft:purpur_pillar	8	Purpur Pillar
minecraft:purpur_stairs	0	Purpur Stairs
minecraft:purpur_stairs	1	Purpur Stairs
minecraft:purpur_stairs	2	Purpur Stairs
minecraft:purpur_stairs	3	Purpur Stairs
minecraft:purpur_stairs	4	Purpur Stairs
minecraft:purpur_stairs	5	Purpur Stairs
minecraft:purpur_stairs	6	Purpur Stairs
minecraft:purpur_stairs	7	Purpur Stairs
minecraft:purpur_double_slab		Purpur Double Slab
minecraft:purpur_slab	0	Purpur Slab
minecraft:purpur_slab	8	Purpur Slab
minecraft:beetroots	0	Beetroot Seeds
minecraft:beetroots	1	Beetroot Seeds
minecraft:beetroots	2	Beetroot Seeds
minecraft:beetroots	3	Beetroot Seeds
minecraft:end_gateway		End Gateway
minecraft:repeating_command_block	0	Repeating Command Block
minecraft:repeating_command_block	1	Repeating Command Block
minecraft:repeating_command_block	2	Repeating Command Block
minecraft:repeating_command_block	3	Repeating Command Block
minecraft:repeating_command_block	4	Repeating Command Block
minecraft:repeating_command_block	5	Repeating Command Block
minecraft:repeating_command_block	8	Repeating Command Block
minecraft:repeating_command_block	9	Repeating Command Block
minecraft:repeating_command_block	12	Repeating Command Block
minecraft:repeating_command_block	13	Repeating Command Block
minecraft:repeating_command_block	14	Repeating Command Block
minecraft:repeating_command_block	15	Repeating Command Block
minecraft:chain_command_block	0	Chain Command Block
minecraft:chain_command_block	1	Chain Command Block
minecraft:chain_command_block	2	Chain Command Block
minecraft:chain_command_block	3	Chain Command Block
minecraft:chain_command_block	4	Chain Command Block
minecraft:chain_command_block	5	Chain Command Block
minecraft:chain_command_block	8	Chain Command Block
minecraft:chain_command_block	9	Chain Command Block
minecraft:chain_command_block	12	Chain Command Block
minecraft:chain_command_block	13	Chain Command Block
minecraft:chain_command_block	14	Chain Command Block
minecraft:chain_command_block	15	Chain Command Block
minecraft:frosted_ice		Frosted Ice
minecraft:bone_block	0	Bone Block
minecraft:bone_block	4	Bone Block
minecraft:bone_block	8	Bone Block
minecraft:structure_void	0	Save
minecraft:structure_void	1	Load
minecraft:structure_void	2	Corner
minecraft:structure_void	3	Data
minecraft:observer	0	Observer
minecraft:observer	1	Observer
minecraft:observer	2	Observer
minecraft:observer	3	Observer
minecraft:observer	4	Observer
minecraft:observer	5	Observer
minecraft:white_shulker_box	0	White Shulker Box
minecraft:white_shulker_box	1	White Shulker Box
minecraft:white_shulker_box	2	White Shulker Box
minecraft:white_shulker_box	3	White Shulker Box
minecraft:white_shulker_box	4	White Shulker Box
minecraft:white_shulker_box	5	White Shulker Box
minecraft:orange_shulker_box	0	Orange Shulker Box
minecraft:orange_shulker_box	1	Orange Shulker Box
minecraft:orange_shulker_box	2	Orange Shulker Box
minecraft:orange_shulker_box	3	Orange Shulker Box
minecraft:orange_shulker_box	4	Orange Shulker Box
minecraft:orange_shulker_box	5	Orange Shulker Box
minecraft:magenta_shulker_box	0	Magenta Shulker Box
minecraft:magenta_shulker_box	1	Magenta Shulker Box
minecraft:magenta_shulker_box	2	Magenta Shulker Box
minecraft:magenta_shulker_box	3	Magenta Shulker Box
minecraft:magenta_shulker_box	4	Magenta Shulker Box
minecraft:magenta_shulker_box	5	Magenta Shulker Box
minecraft:light_blue_shulker_box	0	Light Blue Shulker Box
minecraft:light_blue_shulker_box	1	Light Blue Shulker Box
minecraft:light_blue_shulker_box	2	Light Blue Shulker Box
minecraft:light_blue_shulker_box	3	Light Blue Shulker Box
minecraft:light_blue_shulker_box	4	Light Blue Shulker Box
minecraft:light_blue_shulker_box	5	Light Blue Shulker Box
minecraft:yellow_shulker_box	0	Yellow Shulker Box
minecraft:yellow_shulker_box	1	Yellow Shulker Box
minecraft:yellow_shulker_box	2	Yellow Shulker Box
minecraft:yellow_shulker_box	3	Yellow Shulker Box
minecraft:yellow_shulker_box	4	Yellow Shulker Box
minecraft:yellow_shulker_box	5	Yellow Shulker Box
minecraft:lime_shulker_box	0	Lime Shulker Box
minecraft:lime_shulker_box	1	Lime Shulker Box
minecraft:lime_shulker_box	2	Lime Shulker Box
minecraft:lime_shulker_box	3	Lime Shulker Box
minecraft:lime_shulker_box	4	Lime Shulker Box
minecraft:lime_shulker_box	5	Lime Shulker Box
minecraft:pink_shulker_box	0	Pink Shulker Box
minecraft:pink_shulker_box	1	Pink Shulker Box
minecraft:pink_shulker_box	2	Pink Shulker Box
minecraft:pink_shulker_box	3	Pink Shulker Box
minecraft:pink_shulker_box	4	Pink Shulker Box
minecraft:pink_shulker_box	5	Pink Shulker Box
minecraft:gray_shulker_box	0	Gray Shulker Box
minecraft:gray_shulker_box	1	Gray Shulker Box
minecraft:gray_shulker_box	2	Gray Shulker Box
minecraft:gray_shulker_box	3	Gray Shulker Box
minecraft:gray_shulker_box	4	Gray Shulker Box
minecraft:gray_shulker_box	5	Gray Shulker Box
minecraft:light_gray_shulker_box	0	Light Gray Shulker Box
minecraft:light_gray_shulker_box	1	Light Gray Shulker Box
minecraft:light_gray_shulker_box	2	Light Gray Shulker Box
minecraft:light_gray_shulker_box	3	Light Gray Shulker Box
minecraft:light_gray_shulker_box	4	Light Gray Shulker Box
minecraft:light_gray_shulker_box	5	Light Gray Shulker Box
minecraft:cyan_shulker_box	0	Cyan Shulker Box
minecraft:cyan_shulker_box	1	Cyan Shulker Box
minecraft:cyan_shulker_box	2	Cyan Shulker Box
minecraft:cyan_shulker_box	3	Cyan Shulker Box
minecraft:cyan_shulker_box	4	Cyan Shulker Box
minecraft:cyan_shulker_box	5	Cyan Shulker Box
minecraft:purple_shulker_box	0	Purple Shulker Box
minecraft:purple_shulker_box	1	Purple Shulker Box
minecraft:purple_shulker_box	2	Purple Shulker Box
minecraft:purple_shulker_box	3	Purple Shulker Box
minecraft:purple_shulker_box	4	Purple Shulker Box
minecraft:purple_shulker_box	5	Purple Shulker Box
minecraft:blue_shulker_box	0	Blue Shulker Box
minecraft:blue_shulker_box	1	Blue Shulker Box
minecraft:blue_shulker_box	2	Blue Shulker Box
minecraft:blue_shulker_box	3	Blue Shulker Box
minecraft:blue_shulker_box	4	Blue Shulker Box
minecraft:blue_shulker_box	5	Blue Shulker Box
minecraft:brown_shulker_box	0	Brown Shulker Box
minecraft:brown_shulker_box	1	Brown Shulker Box
minecraft:brown_shulker_box	2	Brown Shulker Box
minecraft:brown_shulker_box	3	Brown Shulker Box
minecraft:brown_shulker_box	4	Brown Shulker Box
minecraft:brown_shulker_box	5	Brown Shulker Box
minecraft:green_shulker_box	0	Green Shulker Box
minecraft:green_shulker_box	1	Green Shulker Box
minecraft:green_shulker_box	2	Green Shulker Box
minecraft:green_shulker_box	3	Green Shulker Box
minecraft:green_shulker_box	4	Green Shulker Box
minecraft:green_shulker_box	5	Green Shulker Box
minecraft:red_shulker_box	0	Red Shulker Box
minecraft:red_shulker_box	1	Red Shulker Box
minecraft:red_shulker_box	2	Red Shulker Box
minecraft:red_shulker_box	3	Red Shulker Box
minecraft:red_shulker_box	4	Red Shulker Box
minecraft:red_shulker_box	5	Red Shulker Box
minecraft:black_shulker_box	0	Black Shulker Box
minecraft:black_shulker_box	1	Black Shulker Box
minecraft:black_shulker_box	2	Black Shulker Box
minecraft:black_shulker_box	3	Black Shulker Box
minecraft:black_shulker_box	4	Black Shulker Box
minecraft:black_shulker_box	5	Black Shulker Box
minecraft:white_glazed_terracotta	0	White Glazed Terracotta
minecraft:white_glazed_terracotta	1	White Glazed Terracotta
minecraft:white_glazed_terracotta	2	White Glazed Terracotta
minecraft:white_glazed_terracotta	3	White Glazed Terracotta
minecraft:orange_glazed_terracotta	0	Orange Glazed Terracotta
minecraft:orange_glazed_terracotta	1	Orange Glazed Terracotta
minecraft:orange_glazed_terracotta	2	Orange Glazed Terracotta
minecraft:orange_glazed_terracotta	3	Orange Glazed Terracotta
minecraft:magenta_glazed_terracotta	0	Magenta Glazed Terracotta
minecraft:magenta_glazed_terracotta	1	Magenta Glazed Terracotta
minecraft:magenta_glazed_terracotta	2	Magenta Glazed Terracotta
minecraft:magenta_glazed_terracotta	3	Magenta Glazed Terracotta
minecraft:light_blue_glazed_terracotta	0	Light Blue Glazed Terracotta
minecraft:light_blue_glazed_terracotta	1	Light Blue Glazed Terracotta
minecraft:light_blue_glazed_terracotta	2	Light Blue Glazed Terracotta
minecraft:light_blue_glazed_terracotta	3	Light Blue Glazed Terracotta
minecraft:yellow_glazed_terracotta	0	Yellow Glazed Terracotta
minecraft:yellow_glazed_terracotta	1	Yellow Glazed Terracotta
minecraft:yellow_glazed_terracotta	2	Yellow Glazed Terracotta
minecraft:yellow_glazed_terracotta	3	Yellow Glazed Terracotta
minecraft:lime_glazed_terracotta	0	Lime Glazed Terracotta
minecraft:lime_glazed_terracotta	1	Lime Glazed Terracotta
minecraft:lime_glazed_terracotta	2	Lime Glazed Terracotta
minecraft:lime_glazed_terracotta	3	Lime Glazed Terracotta
minecraft:pink_glazed_terracotta	0	Pink Glazed Terracotta
minecraft:pink_glazed_terracotta	1	Pink Glazed Terracotta
minecraft:pink_glazed_terracotta	2	Pink Glazed Terracotta
minecraft:pink_glazed_terracotta	3	Pink Glazed Terracotta
minecraft:gray_glazed_terracotta	0	Gray Glazed Terracotta
minecraft:gray_glazed_terracotta	1	Gray Glazed Terracotta
minecraft:gray_glazed_terracotta	2	Gray Glazed Terracotta
minecraft:gray_glazed_terracotta	3	Gray Glazed Terracotta
minecraft:light_gray_glazed_terracotta	0	Light Gray Glazed Terracotta
minecraft:light_gray_glazed_terracotta	1	Light Gray Glazed Terracotta
minecraft:light_gray_glazed_terracotta	2	Light Gray Glazed Terracotta
minecraft:light_gray_glazed_terracotta	3	Light Gray Glazed Terracotta
minecraft:cyan_glazed_terracotta	0	Cyan Glazed Terracotta
minecraft:cyan_glazed_terracotta	1	Cyan Glazed Terracotta
minecraft:cyan_glazed_terracotta	2	Cyan Glazed Terracotta
minecraft:cyan_glazed_terracotta	3	Cyan Glazed Terracotta
minecraft:purple_glazed_terracotta	0	Purple Glazed Terracotta
minecraft:purple_glazed_terracotta	1	Purple Glazed Terracotta
minecraft:purple_glazed_terracotta	2	Purple Glazed Terracotta
minecraft:purple_glazed_terracotta	3	Purple Glazed Terracotta
minecraft:blue_glazed_terracotta	0	Blue Glazed Terracotta
minecraft:blue_glazed_terracotta	1	Blue Glazed Terracotta
minecraft:blue_glazed_terracotta	2	Blue Glazed Terracotta
minecraft:blue_glazed_terracotta	3	Blue Glazed Terracotta
minecraft:brown_glazed_terracotta	0	Brown Glazed Terracotta
minecraft:brown_glazed_terracotta	1	Brown Glazed Terracotta
minecraft:brown_glazed_terracotta	2	Brown Glazed Terracotta
minecraft:brown_glazed_terracotta	3	Brown Glazed Terracotta
minecraft:green_glazed_terracotta	0	Green Glazed Terracotta
minecraft:green_glazed_terracotta	1	Green Glazed Terracotta
minecraft:green_glazed_terracotta	2	Green Glazed Terracotta
minecraft:green_glazed_terracotta	3	Green Glazed Terracotta
minecraft:red_glazed_terracotta	0	Red Glazed Terracotta
minecraft:red_glazed_terracotta	1	Red Glazed Terracotta
minecraft:red_glazed_terracotta	2	Red Glazed Terracotta
minecraft:red_glazed_terracotta	3	Red Glazed Terracotta
minecraft:black_glazed_terracotta	0	Black Glazed Terracotta
minecraft:black_glazed_terracotta	1	Black Glazed Terracotta
minecraft:black_glazed_terracotta	2	Black Glazed Terracotta
minecraft:black_glazed_terracotta	3	Black Glazed Terracotta
minecraft:concrete	0	White Concrete
minecraft:concrete	1	Orange Concrete
minecraft:concrete	2	Magenta Concrete
minecraft:concrete	3	Light blue Concrete
minecraft:concrete	4	Yellow Concrete
minecraft:concrete	5	Lime Concrete
minecraft:concrete	6	Pink Concrete
minecraft:concrete	7	Gray Concrete
minecraft:concrete	8	Light gray Concrete
minecraft:concrete	9	Cyan Concrete
minecraft:concrete	10	Purple Concrete
minecraft:concrete	11	Blue Concrete
minecraft:concrete	12	Brown Concrete
minecraft:concrete	13	Green Concrete
minecraft:concrete	14	Red Concrete
minecraft:concrete	15	Black Concrete
minecraft:concrete_powder	0	White Concrete Powder
minecraft:concrete_powder	1	Orange Concrete Powder
minecraft:concrete_powder	2	Magenta Concrete Powder
minecraft:concrete_powder	3	Light blue Concrete Powder
minecraft:concrete_powder	4	Yellow Concrete Powder
minecraft:concrete_powder	5	Lime Concrete Powder
minecraft:concrete_powder	6	Pink Concrete Powder
minecraft:concrete_powder	7	Gray Concrete Powder
minecraft:concrete_powder	8	Light gray Concrete Powder
minecraft:concrete_powder	9	Cyan Concrete Powder
minecraft:concrete_powder	10	Purple Concrete Powder
minecraft:concrete_powder	11	Blue Concrete Powder
minecraft:concrete_powder	12	Brown Concrete Powder
minecraft:concrete_powder	13	Green Concrete Powder
minecraft:concrete_powder	14	Red Concrete Powder
minecraft:concrete_powder	15	Black Concrete Powder
minecraft:structure_block	0	Save
minecraft:structure_block	1	Load
minecraft:structure_block	2	Corner
minecraft:structure_block	3	Data`;
